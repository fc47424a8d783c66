-- Import of a library bundle (docs/bundle-format.md). A bundle can be larger than one request may
-- carry, so the client stages it in parts (content_import_parts), then one call of import_bundle()
-- writes everything in a single transaction: all of it, or (on any error) nothing. The functions
-- are security invoker: RLS and the column grants of content_items, universes and content_links
-- apply exactly as for the user's own requests.

create table public.content_import_parts (
  upload uuid not null,
  part integer not null check (part between 0 and 999),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- {"version": 1, "items": [...], "links": [...], "universes": [...]}: a slice of one bundle.
  payload jsonb not null check (jsonb_typeof(payload) = 'object' and pg_column_size(payload) <= 4 * 1024 * 1024),
  created_at timestamptz not null default now(),
  primary key (upload, part)
);

comment on table public.content_import_parts is 'Slices of a bundle being imported; removed when the import completes or is abandoned.';

create index content_import_parts_owner on public.content_import_parts (owner_id, created_at);

alter table public.content_import_parts enable row level security;

create policy content_import_parts_read on public.content_import_parts for select to authenticated
  using (owner_id = auth.uid());
create policy content_import_parts_insert on public.content_import_parts for insert to authenticated
  with check (owner_id = auth.uid());
create policy content_import_parts_delete on public.content_import_parts for delete to authenticated
  using (owner_id = auth.uid());

grant select, delete on public.content_import_parts to authenticated;
grant insert (upload, part, owner_id, payload) on public.content_import_parts to authenticated;
grant all on public.content_import_parts to service_role;

-- An imported item keeps the date it was first made. Users may set created_at on insert, but never
-- to a time in the future (that would pin an item at the top of "Newest" forever).
grant insert (created_at) on public.content_items to authenticated;

create function public.content_items_clamp_created_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.created_at is null or new.created_at > now() then
    new.created_at := now();
  end if;
  return new;
end
$$;

create trigger content_items_clamp_created_at before insert on public.content_items
  for each row execute function public.content_items_clamp_created_at();

-- mode: 'check' reports conflicts and writes nothing; 'ask' writes only when there is no conflict
-- (otherwise it reports them); 'copy' imports conflicting items as new ones; 'replace' overwrites the
-- content of the matching items (their earlier version stays in the edit history); 'skip' leaves
-- them out. A conflict is an untrashed item of the caller with the bundle item's id, or else with
-- its kind and name (case-insensitive). Items are private unless keep_visibility is true.
create function public.import_bundle(upload uuid, mode text default 'check', keep_visibility boolean default false)
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
      update public.content_items c set
        kind = r.v ->> 'kind', name = r.v ->> 'name', summary = coalesce(r.v ->> 'summary', ''),
        data = coalesce(r.v -> 'data', '{}'),
        tags = coalesce((select array_agg(t) from jsonb_array_elements_text(coalesce(r.v -> 'tags', '[]')) t), '{}'),
        seed = r.v ->> 'seed', generator_version = (r.v ->> 'generator_version')::integer,
        notes = coalesce(r.v ->> 'notes', '')
        where c.id = r.existing and c.owner_id = me;
      -- The version the edit-history trigger kept, so an undo can put the item back.
      select max(v.id) into vid from public.content_item_versions v where v.item_id = r.existing;
      replaced := replaced || jsonb_build_array(jsonb_build_object('id', r.existing, 'version', vid));
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

comment on function public.import_bundle(uuid, text, boolean) is 'Imports a staged bundle in one transaction (or reports its conflicts); returns what it wrote.';

revoke execute on function public.import_bundle(uuid, text, boolean) from public;
grant execute on function public.import_bundle(uuid, text, boolean) to authenticated, service_role;

-- Undo of an import: takes out exactly what import_bundle() wrote (its receipt): the new items, the
-- new links and universes, and puts replaced items back to the version they had before.
create function public.undo_import(receipt jsonb)
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
  for r in select value from jsonb_array_elements(coalesce(receipt -> 'replaced', '[]')) loop
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

comment on function public.undo_import(jsonb) is 'Reverses an import from its receipt; returns how many items were removed or put back.';

revoke execute on function public.undo_import(jsonb) from public;
grant execute on function public.undo_import(jsonb) to authenticated, service_role;

notify pgrst, 'reload schema';
