-- Fixes to the import of 20261122008400 (forward-only, so the functions are replaced whole):
-- * a "replace" that writes identical content makes no version, so its receipt must not name an
--   older version (undo would roll back the user's earlier edit);
-- * an item a bundle replaces twice is put back once, to the version it had before the import.
-- And the edit-history trigger runs only when a content column is updated, not on every like,
-- trash, restore or universe move.

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
        seed = r.v ->> 'seed', generator_version = (r.v ->> 'generator_version')::integer,
        notes = coalesce(r.v ->> 'notes', '')
        where c.id = r.existing and c.owner_id = me;
      -- The version the edit-history trigger kept, so an undo can put the item back.
      -- The version the edit-history trigger kept, so an undo can put the item back. Identical
      -- content makes no version: then there is nothing to undo (an older version would lose edits).
      select max(v.id) into vid from public.content_item_versions v where v.item_id = r.existing;
      if vid is distinct from before_vid then
        replaced := replaced || jsonb_build_array(jsonb_build_object('id', r.existing, 'version', vid));
      end if;
      ids := ids || jsonb_build_object(r.v ->> 'ref', r.existing);
    else
      insert into public.content_items (kind, name, summary, data, tags, visibility, seed, generator_version, notes, universe_id, created_at)
        values (r.v ->> 'kind', r.v ->> 'name', coalesce(r.v ->> 'summary', ''), coalesce(r.v -> 'data', '{}'),
          coalesce((select array_agg(t) from jsonb_array_elements_text(coalesce(r.v -> 'tags', '[]')) t), '{}'),
          case when keep_visibility and r.v ->> 'visibility' = 'public' then 'public' else 'private' end,
          r.v ->> 'seed', (r.v ->> 'generator_version')::integer, coalesce(r.v ->> 'notes', ''),
          (universe_ids ->> (r.v ->> 'universe'))::uuid,
          coalesce((r.v ->> 'created_at')::timestamptz, now()))
        returning id into nid;
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
        seed = snap ->> 'seed', generator_version = (snap ->> 'generator_version')::integer,
        notes = coalesce(snap ->> 'notes', '')
        where c.id = (r ->> 'id')::uuid and c.owner_id = me;
      get diagnostics k = row_count;
      n := n + k;
    end if;
  end loop;
  delete from public.universes x
    where x.id in (select t::uuid from jsonb_array_elements_text(coalesce(receipt -> 'universes', '[]')) t) and x.owner_id = me
      and not exists (select 1 from public.content_items c where c.universe_id = x.id);
  return n;
end
$$;

drop trigger content_items_record_version on public.content_items;
create trigger content_items_record_version
  after update of kind, name, summary, data, tags, notes, seed, generator_version on public.content_items
  for each row execute function public.record_content_version();

notify pgrst, 'reload schema';
