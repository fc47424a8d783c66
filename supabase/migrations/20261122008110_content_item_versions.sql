-- Edit history of saved content: every update that changes an item's content keeps the version it
-- replaced (the whole row as JSON, minus the search vector), at most 50 per item. Only the owner
-- reads them; nobody writes them directly (the trigger does, as the table owner). Restoring a
-- version is an ordinary update, so it is itself recorded and can be undone the same way.

create table public.content_item_versions (
  id bigint generated always as identity primary key,
  item_id uuid not null references public.content_items (id) on delete cascade,
  owner_id uuid not null references auth.users (id) on delete cascade,
  -- The row as it was before the edit (to_jsonb(old) - 'search').
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'object'),
  -- Which content columns the edit changed (e.g. {name,tags}).
  changed text[] not null default '{}',
  created_at timestamptz not null default now()
);

comment on table public.content_item_versions is 'Earlier versions of content items, written by a trigger on update; owner-only.';

create index content_item_versions_item on public.content_item_versions (item_id, id desc);
create index content_item_versions_owner on public.content_item_versions (owner_id);

alter table public.content_item_versions enable row level security;

create policy content_item_versions_read on public.content_item_versions for select to authenticated
  using (owner_id = auth.uid());

grant select on public.content_item_versions to authenticated;
grant all on public.content_item_versions to service_role;

-- Content columns whose change makes a version. Organisation (visibility, universe, trash, dates)
-- does not; columns that do not exist (yet) simply compare as null.
create or replace function public.record_content_version() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  o jsonb := to_jsonb(old) - 'search';
  n jsonb := to_jsonb(new) - 'search';
  k text;
  diff text[] := '{}';
begin
  foreach k in array array['kind', 'name', 'summary', 'data', 'tags', 'notes', 'seed', 'generator_version'] loop
    if (o -> k) is distinct from (n -> k) then
      diff := diff || k;
    end if;
  end loop;
  if cardinality(diff) = 0 then
    return null;
  end if;
  insert into public.content_item_versions (item_id, owner_id, snapshot, changed)
    values (old.id, new.owner_id, o, diff);
  delete from public.content_item_versions v
    where v.item_id = old.id
      and v.id not in (select w.id from public.content_item_versions w where w.item_id = old.id order by w.id desc limit 50);
  return null;
end
$$;

revoke execute on function public.record_content_version() from public, anon, authenticated;

create trigger content_items_record_version after update on public.content_items
  for each row execute function public.record_content_version();

notify pgrst, 'reload schema';
