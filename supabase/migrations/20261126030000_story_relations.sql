-- A relationship map's relations get their own table, so publishing a map never publishes the
-- relations that touch the owner's private library items (their ids, types, labels and notes).
-- Before this, relations lived in story_documents.data, which every reader of a public map reads whole.
--
-- Clients still save a map as one document: the web client sends `data.relations` with the rest of
-- `data`, and a trigger moves them into story_relations (replacing the map's rows) and strips them
-- from `data`. Reading, the owner sees all of a map's relations; anyone else sees a relation only
-- when they may read the map (public, not trashed) AND both end items (content_items' own RLS).

create table public.story_relations (
  document_id uuid not null references public.story_documents (id) on delete cascade deferrable initially deferred,
  id text not null constraint story_relations_id_length check (char_length(id) between 1 and 64),
  position integer not null default 0,
  from_item uuid not null references public.content_items (id) on delete cascade,
  to_item uuid not null references public.content_items (id) on delete cascade,
  type text not null constraint story_relations_type_known check (type in (
    'ally', 'enemy', 'rival', 'family', 'mentor', 'lover', 'member-of', 'serves', 'owes', 'fears', 'custom'
  )),
  label text not null default '' constraint story_relations_label_length check (char_length(label) <= 40),
  directed boolean not null default true,
  strength smallint not null default 3 constraint story_relations_strength_range check (strength between 1 and 5),
  note text not null default '' constraint story_relations_note_length check (char_length(note) <= 1000),
  constraint story_relations_not_self check (from_item <> to_item),
  primary key (document_id, id)
);

comment on table public.story_relations is 'A typed relation between two library items on a relationship map; others read it only when they may read the map and both items.';
comment on column public.story_relations.directed is 'true: from_item → to_item; false: mutual (both ways).';

create index story_relations_from on public.story_relations (from_item);
create index story_relations_to on public.story_relations (to_item);
create index story_relations_document on public.story_relations (document_id, position);

alter table public.story_relations enable row level security;

-- The map's own policy decides whether it is readable at all (the subqueries run under the reader's
-- RLS); a non-owner also needs to be able to read both end items.
create policy story_relations_read on public.story_relations for select
  using (
    exists (
      select 1 from public.story_documents d
      where d.id = document_id
        and (
          d.owner_id = auth.uid()
          or (
            exists (select 1 from public.content_items i where i.id = from_item)
            and exists (select 1 from public.content_items i where i.id = to_item)
          )
        )
    )
  );

-- Writes only through the map's data (the trigger below); nobody writes the table directly.
grant select on public.story_relations to anon, authenticated;
grant all on public.story_relations to service_role;

create function public.story_documents_split_relations() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  rels jsonb;
  uuid_re constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
begin
  if new.tool <> 'relationships' or not (new.data ? 'relations') then
    return new;
  end if;
  rels := new.data -> 'relations';
  new.data := new.data - 'relations';
  if jsonb_typeof(rels) is distinct from 'array' then
    rels := '[]'::jsonb;
  end if;
  if tg_op = 'UPDATE' then
    delete from public.story_relations where document_id = new.id;
  end if;
  -- Ends must be items the map's owner may read (their own, or public ones); relations to anything
  -- else (an item deleted for good, a stranger's private item) are dropped, not an error. A
  -- relation that breaks a limit (type, label, strength, note) refuses the whole save.
  insert into public.story_relations (document_id, id, position, from_item, to_item, type, label, directed, strength, note)
  select new.id, r.value ->> 'id', r.ordinality::integer, r.f, r.t,
         coalesce(r.value ->> 'type', ''),
         coalesce(r.value ->> 'label', ''),
         (r.value -> 'mutual') is distinct from 'true'::jsonb,
         case when jsonb_typeof(r.value -> 'strength') = 'number' then round((r.value ->> 'strength')::numeric)::smallint else 3 end,
         coalesce(r.value ->> 'note', '')
  from (
    select e.value, e.ordinality,
           case when (e.value ->> 'from') ~ uuid_re then (e.value ->> 'from')::uuid end as f,
           case when (e.value ->> 'to') ~ uuid_re then (e.value ->> 'to')::uuid end as t
    from jsonb_array_elements(rels) with ordinality as e(value, ordinality)
    where jsonb_typeof(e.value) = 'object'
  ) r
  where r.f is not null and r.t is not null and r.f <> r.t
    and exists (select 1 from public.content_items i where i.id = r.f and (i.owner_id = new.owner_id or i.visibility = 'public'))
    and exists (select 1 from public.content_items i where i.id = r.t and (i.owner_id = new.owner_id or i.visibility = 'public'))
  on conflict (document_id, id) do nothing;
  return new;
end
$$;
revoke all on function public.story_documents_split_relations() from public;

create trigger story_documents_split_relations before insert or update of data on public.story_documents
  for each row execute function public.story_documents_split_relations();

-- Move the relations already saved in maps' data.
update public.story_documents set data = data where tool = 'relationships' and data ? 'relations';
