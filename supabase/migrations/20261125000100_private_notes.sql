-- Item notes become private at the API level. They were a column of content_items, so anyone who
-- could read a public item could read its notes through /rest/v1 (select=notes, embeds, csv).
-- A private field never lives on a row that others may read: notes move to their own table,
-- readable and writable by the item's owner only, and the column goes.
--
-- Edit history keeps working: a version's snapshot is the item row plus its notes at the time,
-- whichever of the two changed. Edits made in one transaction (a restore, an import's replace)
-- make one version, the state before the transaction.

create table public.content_item_notes (
  item_id uuid primary key references public.content_items (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  notes text not null default '' check (char_length(notes) <= 20000),
  updated_at timestamptz not null default now()
);

comment on table public.content_item_notes is 'The owner''s private Markdown notes on a saved item; nobody else reads them, by any request.';

create index content_item_notes_owner on public.content_item_notes (owner_id);

insert into public.content_item_notes (item_id, owner_id, notes)
  select c.id, c.owner_id, c.notes from public.content_items c where c.notes <> '';

alter table public.content_item_notes enable row level security;

create policy content_item_notes_read on public.content_item_notes for select to authenticated
  using (owner_id = auth.uid());
create policy content_item_notes_insert on public.content_item_notes for insert to authenticated
  with check (
    owner_id = auth.uid()
    and exists (select 1 from public.content_items i where i.id = item_id and i.owner_id = auth.uid())
  );
create policy content_item_notes_update on public.content_item_notes for update to authenticated
  using (owner_id = auth.uid())
  with check (
    owner_id = auth.uid()
    and exists (select 1 from public.content_items i where i.id = item_id and i.owner_id = auth.uid())
  );
create policy content_item_notes_delete on public.content_item_notes for delete to authenticated
  using (owner_id = auth.uid());

-- anon may ask (a visitor's read of a public item embeds the notes) and gets no row: no policy is theirs.
grant select on public.content_item_notes to anon;
grant select, delete on public.content_item_notes to authenticated;
grant insert (item_id, notes, owner_id), update (item_id, notes) on public.content_item_notes to authenticated;
grant all on public.content_item_notes to service_role;

create trigger content_item_notes_touch before update on public.content_item_notes
  for each row execute function public.touch_updated_at();

-- Keeps one version of an item per transaction: the first edit's snapshot (the state before the
-- transaction) with every column the transaction changed. A version row written by this
-- transaction has its id as xmin (now() is no transaction identity: PGlite's clock is coarse).
create or replace function public.keep_content_version(item uuid, owner uuid, snap jsonb, diff text[])
returns void
language plpgsql security definer set search_path = '' as $$
declare
  vid bigint;
begin
  select v.id into vid from public.content_item_versions v
    where v.item_id = item and v.xmin::text = (txid_current() % 4294967296)::text order by v.id desc limit 1;
  if vid is not null then
    update public.content_item_versions v
      set changed = (select coalesce(array_agg(distinct c order by c), '{}') from unnest(v.changed || diff) c)
      where v.id = vid;
    return;
  end if;
  insert into public.content_item_versions (item_id, owner_id, snapshot, changed) values (item, owner, snap, diff);
  delete from public.content_item_versions v
    where v.item_id = item
      and v.id not in (select w.id from public.content_item_versions w where w.item_id = item order by w.id desc limit 50);
end
$$;

revoke execute on function public.keep_content_version(uuid, uuid, jsonb, text[]) from public, anon, authenticated;

create or replace function public.record_content_version() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  o jsonb := to_jsonb(old) - 'search';
  n jsonb := to_jsonb(new) - 'search';
  k text;
  diff text[] := '{}';
begin
  foreach k in array array['kind', 'name', 'summary', 'data', 'tags', 'seed', 'generator_version'] loop
    if (o -> k) is distinct from (n -> k) then
      diff := diff || k;
    end if;
  end loop;
  if cardinality(diff) = 0 then
    return null;
  end if;
  o := o || jsonb_build_object('notes',
    coalesce((select x.notes from public.content_item_notes x where x.item_id = old.id), ''));
  perform public.keep_content_version(old.id, new.owner_id, o, diff);
  return null;
end
$$;

create or replace function public.record_notes_version() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  before_notes text := case when tg_op = 'INSERT' then '' else old.notes end;
  after_notes text := case when tg_op = 'DELETE' then '' else new.notes end;
  item_id uuid := case when tg_op = 'DELETE' then old.item_id else new.item_id end;
  snap jsonb;
  owner uuid;
begin
  if before_notes is not distinct from after_notes then
    return null;
  end if;
  -- Gone with its item (a cascade): nothing to keep.
  select to_jsonb(c) - 'search', c.owner_id into snap, owner from public.content_items c where c.id = item_id;
  if snap is null then
    return null;
  end if;
  perform public.keep_content_version(item_id, owner, snap || jsonb_build_object('notes', before_notes), array['notes']);
  -- The item was edited: it sorts as recently updated, as it did when notes were its column.
  update public.content_items c set updated_at = now() where c.id = item_id;
  return null;
end
$$;

revoke execute on function public.record_notes_version() from public, anon, authenticated;

create trigger content_item_notes_record_version
  after insert or update or delete on public.content_item_notes
  for each row execute function public.record_notes_version();

-- The item's own trigger no longer watches notes (the column goes).
drop trigger content_items_record_version on public.content_items;
create trigger content_items_record_version
  after update of kind, name, summary, data, tags, seed, generator_version on public.content_items
  for each row execute function public.record_content_version();

-- Writes a version's content (or any snapshot of the item, for an undo) back onto the item and its
-- notes in one transaction, so the restore is one version in the history. Keys a snapshot lacks
-- (an older row without notes) are left as they are now.
create or replace function public.restore_content_item(item uuid, snapshot jsonb)
returns void
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  k integer;
begin
  if me is null then
    raise exception 'Sign in to restore a version' using errcode = '42501';
  end if;
  if snapshot is null or jsonb_typeof(snapshot) <> 'object' then
    raise exception 'The version to restore must be an object' using errcode = '22023';
  end if;
  update public.content_items c set
    name = case when snapshot ? 'name' then snapshot ->> 'name' else c.name end,
    summary = case when snapshot ? 'summary' then coalesce(snapshot ->> 'summary', '') else c.summary end,
    data = case when snapshot ? 'data' then coalesce(snapshot -> 'data', '{}') else c.data end,
    tags = case when snapshot ? 'tags'
      then coalesce((select array_agg(t) from jsonb_array_elements_text(snapshot -> 'tags') t), '{}') else c.tags end
    where c.id = item and c.owner_id = me;
  get diagnostics k = row_count;
  if k = 0 then
    raise exception 'The item was not changed: it may have been deleted, or it is not yours.' using errcode = 'P0002';
  end if;
  if snapshot ? 'notes' then
    insert into public.content_item_notes (item_id, notes) values (item, coalesce(snapshot ->> 'notes', ''))
      on conflict (item_id) do update set notes = excluded.notes;
  end if;
end
$$;

revoke execute on function public.restore_content_item(uuid, jsonb) from public, anon;
grant execute on function public.restore_content_item(uuid, jsonb) to authenticated;

-- Duplicate: private copies of the caller's untrashed items, named "<name> (copy)", in the same
-- universe, with their notes. Returns the new ids in the order of the originals' creation.
create or replace function public.duplicate_content_items(ids uuid[])
returns uuid[]
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  r record;
  nid uuid;
  made uuid[] := '{}';
begin
  if me is null then
    raise exception 'Sign in to duplicate items' using errcode = '42501';
  end if;
  for r in select c.*, x.notes as own_notes from public.content_items c
             left join public.content_item_notes x on x.item_id = c.id
           where c.id = any(ids) and c.owner_id = me and c.deleted_at is null
           order by c.created_at, c.id loop
    insert into public.content_items (kind, name, summary, data, tags, visibility, seed, generator_version, universe_id)
      values (r.kind, left(r.name, 200 - char_length(' (copy)')) || ' (copy)', r.summary, r.data, r.tags, 'private',
        r.seed, r.generator_version, r.universe_id)
      returning id into nid;
    if coalesce(r.own_notes, '') <> '' then
      insert into public.content_item_notes (item_id, notes) values (nid, r.own_notes);
    end if;
    made := made || nid;
  end loop;
  if cardinality(made) = 0 then
    raise exception 'Nothing was copied: the items may have been deleted.' using errcode = 'P0002';
  end if;
  return made;
end
$$;

revoke execute on function public.duplicate_content_items(uuid[]) from public, anon;
grant execute on function public.duplicate_content_items(uuid[]) to authenticated;

-- Import and its undo write notes to the notes table (the functions are replaced whole).
create or replace function public.import_bundle(upload uuid, mode text default 'check', keep_visibility boolean default false)
returns jsonb
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  all_items jsonb;
  all_links jsonb;
  all_universes jsonb;
  conflicts jsonb;
  universe_ids jsonb := '{}';
  created_universes uuid[] := '{}';
  ids jsonb := '{}';
  inserted uuid[] := '{}';
  replaced jsonb := '[]';
  link_ids uuid[] := '{}';
  skipped integer := 0;
  r record;
  u jsonb;
  uid uuid;
  nid uuid;
  vid bigint;
  before_vid bigint;
begin
  if me is null then
    raise exception 'Sign in to import' using errcode = '42501';
  end if;
  if mode is null or mode not in ('check', 'ask', 'copy', 'replace', 'skip') then
    raise exception 'Unknown import mode %', mode using errcode = '22023', hint = 'Use check, ask, copy, replace or skip.';
  end if;
  if not exists (select 1 from public.content_import_parts p where p.upload = import_bundle.upload and p.owner_id = me) then
    raise exception 'Nothing was uploaded for this import' using errcode = '22023';
  end if;
  if exists (select 1 from public.content_import_parts p where p.upload = import_bundle.upload and p.owner_id = me
             and p.payload -> 'version' is distinct from '1'::jsonb) then
    raise exception 'This bundle has a version this app cannot read' using errcode = '22023', hint = 'Bundle version 1 is supported.';
  end if;

  select coalesce(jsonb_agg(e.v order by p.part, e.ord), '[]') into all_items
    from public.content_import_parts p, jsonb_array_elements(coalesce(p.payload -> 'items', '[]')) with ordinality e(v, ord)
    where p.upload = import_bundle.upload and p.owner_id = me;
  select coalesce(jsonb_agg(e.v order by p.part, e.ord), '[]') into all_links
    from public.content_import_parts p, jsonb_array_elements(coalesce(p.payload -> 'links', '[]')) with ordinality e(v, ord)
    where p.upload = import_bundle.upload and p.owner_id = me;
  select coalesce(jsonb_agg(e.v order by p.part, e.ord), '[]') into all_universes
    from public.content_import_parts p, jsonb_array_elements(coalesce(p.payload -> 'universes', '[]')) with ordinality e(v, ord)
    where p.upload = import_bundle.upload and p.owner_id = me;

  -- Each bundle item with the caller's item it collides with (an id match beats a name match).
  create temporary table if not exists pg_temp.import_matches (idx integer primary key, v jsonb not null, existing uuid, existing_name text) on commit drop;
  truncate pg_temp.import_matches;
  insert into pg_temp.import_matches (idx, v, existing, existing_name)
  with b as (
    select (t.ord - 1)::integer as idx, t.v, t.v ->> 'kind' as kind, lower(t.v ->> 'name') as lname,
      case when t.v ->> 'id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (t.v ->> 'id')::uuid end as bid
    from jsonb_array_elements(all_items) with ordinality t(v, ord)
  ), mine as (
    select c.id, c.kind, c.name, lower(c.name) as lname, c.created_at from public.content_items c
    where c.owner_id = me and c.deleted_at is null
  ), m as (
    select distinct on (s.idx) s.idx, s.id, s.name from (
      select b.idx, mine.id, mine.name, 0 as pri, mine.created_at from b join mine on mine.id = b.bid
      union all
      select b.idx, mine.id, mine.name, 1, mine.created_at from b join mine on mine.kind = b.kind and mine.lname = b.lname
    ) s order by s.idx, s.pri, s.created_at, s.id
  )
  select b.idx, b.v, m.id, m.name from b left join m on m.idx = b.idx;

  select coalesce(jsonb_agg(jsonb_build_object('index', x.idx, 'name', x.v ->> 'name', 'kind', x.v ->> 'kind',
      'existing_id', x.existing, 'existing_name', x.existing_name) order by x.idx), '[]')
    into conflicts from pg_temp.import_matches x where x.existing is not null;

  if mode = 'check' or (mode = 'ask' and jsonb_array_length(conflicts) > 0) then
    return jsonb_build_object('status', case when mode = 'check' then 'checked' else 'conflicts' end,
      'items', jsonb_array_length(all_items), 'links', jsonb_array_length(all_links), 'conflicts', conflicts);
  end if;

  -- Universes: one of the caller's with the same name, or a new one (private unless kept).
  for u in select value from jsonb_array_elements(all_universes) loop
    select x.id into uid from public.universes x where x.owner_id = me and lower(x.name) = lower(u ->> 'name') order by x.created_at limit 1;
    if uid is null then
      insert into public.universes (name, description, genre, cover_color, visibility)
        values (u ->> 'name', coalesce(u ->> 'description', ''), coalesce(u ->> 'genre', ''), coalesce(u ->> 'cover_color', '#8a5a2b'),
          case when keep_visibility and u ->> 'visibility' = 'public' then 'public' else 'private' end)
        returning id into uid;
      created_universes := created_universes || uid;
    end if;
    universe_ids := universe_ids || jsonb_build_object(u ->> 'ref', uid);
  end loop;

  for r in select x.idx, x.v, x.existing from pg_temp.import_matches x order by x.idx loop
    if r.existing is not null and mode = 'skip' then
      skipped := skipped + 1;
      ids := ids || jsonb_build_object(r.v ->> 'ref', r.existing);
    elsif r.existing is not null and mode = 'replace' then
      select max(v.id) into before_vid from public.content_item_versions v where v.item_id = r.existing;
      update public.content_items c set
        kind = r.v ->> 'kind', name = r.v ->> 'name', summary = coalesce(r.v ->> 'summary', ''),
        data = coalesce(r.v -> 'data', '{}'),
        tags = coalesce((select array_agg(t) from jsonb_array_elements_text(coalesce(r.v -> 'tags', '[]')) t), '{}'),
        seed = r.v ->> 'seed', generator_version = (r.v ->> 'generator_version')::integer
        where c.id = r.existing and c.owner_id = me;
      insert into public.content_item_notes (item_id, notes) values (r.existing, coalesce(r.v ->> 'notes', ''))
        on conflict (item_id) do update set notes = excluded.notes;
      -- The version the edit-history trigger kept, so an undo can put the item back. Identical
      -- content makes no version: then there is nothing to undo (an older version would lose edits).
      select max(v.id) into vid from public.content_item_versions v where v.item_id = r.existing;
      if vid is distinct from before_vid then
        replaced := replaced || jsonb_build_array(jsonb_build_object('id', r.existing, 'version', vid));
      end if;
      ids := ids || jsonb_build_object(r.v ->> 'ref', r.existing);
    else
      insert into public.content_items (kind, name, summary, data, tags, visibility, seed, generator_version, universe_id, created_at)
        values (r.v ->> 'kind', r.v ->> 'name', coalesce(r.v ->> 'summary', ''), coalesce(r.v -> 'data', '{}'),
          coalesce((select array_agg(t) from jsonb_array_elements_text(coalesce(r.v -> 'tags', '[]')) t), '{}'),
          case when keep_visibility and r.v ->> 'visibility' = 'public' then 'public' else 'private' end,
          r.v ->> 'seed', (r.v ->> 'generator_version')::integer,
          (universe_ids ->> (r.v ->> 'universe'))::uuid,
          coalesce((r.v ->> 'created_at')::timestamptz, now()))
        returning id into nid;
      if coalesce(r.v ->> 'notes', '') <> '' then
        insert into public.content_item_notes (item_id, notes) values (nid, r.v ->> 'notes');
      end if;
      inserted := inserted || nid;
      ids := ids || jsonb_build_object(r.v ->> 'ref', nid);
    end if;
  end loop;

  -- Links between items of the bundle, by their bundle-local refs; ones that exist already stay.
  for u in select value from jsonb_array_elements(all_links) loop
    if ids ? (u ->> 'from') and ids ? (u ->> 'to') and not exists (
      select 1 from public.content_links l
      where l.from_id = (ids ->> (u ->> 'from'))::uuid and l.to_id = (ids ->> (u ->> 'to'))::uuid and l.type = u ->> 'type'
    ) then
      insert into public.content_links (from_id, to_id, type)
        values ((ids ->> (u ->> 'from'))::uuid, (ids ->> (u ->> 'to'))::uuid, u ->> 'type')
        returning id into nid;
      link_ids := link_ids || nid;
    end if;
  end loop;

  delete from public.content_import_parts p where p.upload = import_bundle.upload and p.owner_id = me;
  -- Slices of imports abandoned more than a day ago go too.
  delete from public.content_import_parts p where p.owner_id = me and p.created_at < now() - interval '1 day';

  return jsonb_build_object('status', 'imported', 'inserted', to_jsonb(inserted), 'replaced', replaced,
    'skipped', skipped, 'links', to_jsonb(link_ids), 'universes', to_jsonb(created_universes));
end
$$;

create or replace function public.undo_import(receipt jsonb)
returns integer
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  r jsonb;
  snap jsonb;
  n integer := 0;
  k integer;
begin
  if me is null then
    raise exception 'Sign in to undo an import' using errcode = '42501';
  end if;
  delete from public.content_links l
    where l.id in (select t::uuid from jsonb_array_elements_text(coalesce(receipt -> 'links', '[]')) t) and l.owner_id = me;
  delete from public.content_items c
    where c.id in (select t::uuid from jsonb_array_elements_text(coalesce(receipt -> 'inserted', '[]')) t) and c.owner_id = me;
  get diagnostics n = row_count;
  -- An item replaced twice by one bundle has two entries; the first holds its pre-import version.
  for r in select distinct on (e.value ->> 'id') e.value
             from jsonb_array_elements(coalesce(receipt -> 'replaced', '[]')) with ordinality e(value, ord)
             order by e.value ->> 'id', e.ord loop
    select v.snapshot into snap from public.content_item_versions v
      where v.id = (r ->> 'version')::bigint and v.item_id = (r ->> 'id')::uuid and v.owner_id = me;
    if snap is not null then
      update public.content_items c set
        kind = snap ->> 'kind', name = snap ->> 'name', summary = snap ->> 'summary', data = snap -> 'data',
        tags = coalesce((select array_agg(t) from jsonb_array_elements_text(snap -> 'tags') t), '{}'),
        seed = snap ->> 'seed', generator_version = (snap ->> 'generator_version')::integer
        where c.id = (r ->> 'id')::uuid and c.owner_id = me;
      get diagnostics k = row_count;
      if k > 0 then
        insert into public.content_item_notes (item_id, notes) values ((r ->> 'id')::uuid, coalesce(snap ->> 'notes', ''))
          on conflict (item_id) do update set notes = excluded.notes;
      end if;
      n := n + k;
    end if;
  end loop;
  delete from public.universes x
    where x.id in (select t::uuid from jsonb_array_elements_text(coalesce(receipt -> 'universes', '[]')) t) and x.owner_id = me
      and not exists (select 1 from public.content_items c where c.universe_id = x.id);
  return n;
end
$$;

-- Versions recorded before this migration keep their notes in the snapshot (owner-only, as ever).
alter table public.content_items drop column notes;

notify pgrst, 'reload schema';
