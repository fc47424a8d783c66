-- Where the owner put each item on a relationship map moves out of story_documents.data too: the
-- positions are keyed by item id, so a published map's data would otherwise name the owner's
-- private items. Same rule as story_relations: the owner reads all; anyone else only the positions
-- of a map they may read, for items they may read. The web client still saves `data.positions`;
-- the trigger moves them here (replacing the map's rows) and strips them from `data`.

create table public.story_positions (
  document_id uuid not null references public.story_documents (id) on delete cascade deferrable initially deferred,
  item_id uuid not null references public.content_items (id) on delete cascade,
  x double precision not null,
  y double precision not null,
  primary key (document_id, item_id)
);

comment on table public.story_positions is 'Where an item sits on a relationship map; others read it only when they may read the map and the item.';

create index story_positions_item on public.story_positions (item_id);

alter table public.story_positions enable row level security;

create policy story_positions_read on public.story_positions for select
  using (
    exists (
      select 1 from public.story_documents d
      where d.id = document_id
        and (d.owner_id = auth.uid() or exists (select 1 from public.content_items i where i.id = item_id))
    )
  );

grant select on public.story_positions to anon, authenticated;
grant all on public.story_positions to service_role;

create function public.story_documents_split_positions() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  pos jsonb;
  uuid_re constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
begin
  if new.tool <> 'relationships' or not (new.data ? 'positions') then
    return new;
  end if;
  pos := new.data -> 'positions';
  new.data := new.data - 'positions';
  if jsonb_typeof(pos) is distinct from 'object' then
    pos := '{}'::jsonb;
  end if;
  if tg_op = 'UPDATE' then
    delete from public.story_positions where document_id = new.id;
  end if;
  insert into public.story_positions (document_id, item_id, x, y)
  select new.id, p.k::uuid, (p.v ->> 'x')::double precision, (p.v ->> 'y')::double precision
  from (
    select e.key as k, e.value as v
    from jsonb_each(pos) as e(key, value)
    where e.key ~ uuid_re and jsonb_typeof(e.value -> 'x') = 'number' and jsonb_typeof(e.value -> 'y') = 'number'
  ) p
  where exists (select 1 from public.content_items i where i.id = p.k::uuid and (i.owner_id = new.owner_id or i.visibility = 'public'));
  return new;
end
$$;
revoke all on function public.story_documents_split_positions() from public;

create trigger story_documents_split_positions before insert or update of data on public.story_documents
  for each row execute function public.story_documents_split_positions();

update public.story_documents set data = data where tool = 'relationships' and data ? 'positions';
