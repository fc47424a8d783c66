-- Maps in the bundle (docs/bundle-format.md, docs/maps.md): a story document with tool 'map'
-- carries its `layers` and `features` as rows (what map_layers and map_features hold, without
-- document and owner). import_bundle() is replaced whole, as 20261127060000_import_bundle_stories.sql
-- left it, with four changes: a map's data loses its `image` (the picture's bytes are not in the
-- bundle; the receipt's `map_images` lists each map's old path, so the app may copy the file when
-- the importer can still read it), each map is remembered, its layers and features are written by
-- import_bundle_map_rows() once every document of the bundle has its new id, and the receipt has
-- `map_images`. Undo is unchanged: deleting the documents deletes their layers and features.

-- Writes the layers and features of the imported maps: maps is [{id: new document id, story:
-- the bundle's document}], remap the bundle items' old ids → new, later the bundle documents' and
-- sections' old ids → new. Layers get new ids and features follow them by their old layer id; a
-- feature's link_item_id / link_document_id that names a bundle item or document becomes its new
-- id, one the importer may read stays, and any other link is dropped (the feature stays).
-- Security invoker: the triggers and RLS check every row as on any save (a bad one fails the import).
create function public.import_bundle_map_rows(maps jsonb, remap jsonb, later jsonb)
returns void
language plpgsql volatile security invoker set search_path = '' as $$
declare
  m jsonb;
  sid uuid;
  lr record;
  lid uuid;
  layer_ids jsonb;
  uuid_re constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
begin
  for m in select value from jsonb_array_elements(maps) loop
    sid := (m ->> 'id')::uuid;
    layer_ids := '{}';
    for lr in select e.v, e.ord from jsonb_array_elements(coalesce(m #> '{story,layers}', '[]')) with ordinality e(v, ord)
              where jsonb_typeof(e.v) = 'object' order by e.ord loop
      insert into public.map_layers (document_id, name, position, secret, hidden_by_default)
        values (sid, coalesce(lr.v ->> 'name', ''), coalesce((lr.v ->> 'position')::integer, (lr.ord - 1)::integer),
          coalesce((lr.v ->> 'secret')::boolean, false), coalesce((lr.v ->> 'hidden_by_default')::boolean, false))
        returning id into lid;
      if lr.v ->> 'id' is not null then
        layer_ids := layer_ids || jsonb_build_object(lower(lr.v ->> 'id'), lid);
      end if;
    end loop;
    insert into public.map_features (document_id, layer_id, kind, geometry, label, note, icon, color, style, group_name,
        link_item_id, link_document_id, secret, position)
      select sid, (layer_ids ->> lower(f.v ->> 'layer_id'))::uuid, coalesce(f.v ->> 'kind', ''), coalesce(f.v -> 'geometry', 'null'::jsonb),
        coalesce(f.v ->> 'label', ''), coalesce(f.v ->> 'note', ''), coalesce(f.v ->> 'icon', ''), f.v ->> 'color',
        coalesce(f.v -> 'style', '{}'::jsonb), coalesce(f.v ->> 'group_name', ''),
        case when remap ? lower(f.item) then (remap ->> lower(f.item))::uuid
             when f.item ~ uuid_re then case when exists (select 1 from public.content_items i where i.id = f.item::uuid) then f.item::uuid end end,
        case when later ? lower(f.doc) then (later ->> lower(f.doc))::uuid
             when f.doc ~ uuid_re then case when exists (select 1 from public.story_documents d where d.id = f.doc::uuid) then f.doc::uuid end end,
        coalesce((f.v ->> 'secret')::boolean, false), coalesce((f.v ->> 'position')::integer, (f.ord - 1)::integer)
      from (
        select e.v, e.ord, e.v ->> 'link_item_id' as item, e.v ->> 'link_document_id' as doc
        from jsonb_array_elements(coalesce(m #> '{story,features}', '[]')) with ordinality e(v, ord)
        where jsonb_typeof(e.v) = 'object'
      ) f
      order by f.ord;
  end loop;
end
$$;

revoke execute on function public.import_bundle_map_rows(jsonb, jsonb, jsonb) from public, anon;
grant execute on function public.import_bundle_map_rows(jsonb, jsonb, jsonb) to authenticated, service_role;

create or replace function public.import_bundle(upload uuid, mode text default 'check', keep_visibility boolean default false)
returns jsonb
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  all_items jsonb;
  all_links jsonb;
  all_universes jsonb;
  all_stories jsonb;
  conflicts jsonb;
  remap jsonb := '{}';
  later jsonb := '{}';
  section_ids jsonb;
  story_ids uuid[] := '{}';
  st jsonb;
  sec jsonb;
  lk jsonb;
  sid uuid;
  secid uuid;
  new_data jsonb;
  universe_ids jsonb := '{}';
  created_universes uuid[] := '{}';
  ids jsonb := '{}';
  inserted uuid[] := '{}';
  replaced jsonb := '[]';
  link_ids uuid[] := '{}';
  maps jsonb := '[]';
  map_images jsonb := '[]';
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
             and not coalesce(p.payload -> 'version' in ('1'::jsonb, '2'::jsonb), false)) then
    raise exception 'This bundle has a version this app cannot read' using errcode = '22023', hint = 'Bundle versions 1 and 2 are supported.';
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
  select coalesce(jsonb_agg(e.v order by p.part, e.ord), '[]') into all_stories
    from public.content_import_parts p, jsonb_array_elements(coalesce(p.payload -> 'stories', '[]')) with ordinality e(v, ord)
    where p.upload = import_bundle.upload and p.owner_id = me and jsonb_typeof(e.v) = 'object';

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
      'items', jsonb_array_length(all_items), 'links', jsonb_array_length(all_links),
      'stories', jsonb_array_length(all_stories), 'conflicts', conflicts);
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

  -- Story documents (bundle version 2). Old item ids → the ids the items have now.
  select coalesce(jsonb_object_agg(lower(x.v ->> 'id'), ids ->> (x.v ->> 'ref')), '{}') into remap
    from jsonb_array_elements(all_items) x(v)
    where x.v ->> 'id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' and ids ? (x.v ->> 'ref');
  for st in select value from jsonb_array_elements(all_stories) loop
    new_data := public.import_remap_text(coalesce(st -> 'data', '{}')::text, remap)::jsonb;
    -- A map's picture is not in the bundle: the map comes without it (docs/maps.md).
    if st ->> 'tool' = 'map' and jsonb_typeof(new_data) = 'object' then
      new_data := new_data - 'image';
    end if;
    insert into public.story_documents (tool, title, summary, data, visibility, universe_id)
      values (st ->> 'tool', st ->> 'title', coalesce(st ->> 'summary', ''), new_data,
        case when keep_visibility and st ->> 'visibility' = 'public' then 'public' else 'private' end,
        (universe_ids ->> (st ->> 'universe'))::uuid)
      returning id into sid;
    story_ids := story_ids || sid;
    if st ->> 'tool' = 'map' then
      maps := maps || jsonb_build_array(jsonb_build_object('id', sid, 'story', st));
      if jsonb_typeof(st #> '{data,image,path}') = 'string' then
        map_images := map_images || jsonb_build_array(jsonb_build_object('id', sid, 'path', st #>> '{data,image,path}'));
      end if;
    end if;
    if st ->> 'id' is not null then
      later := later || jsonb_build_object(lower(st ->> 'id'), sid);
    end if;
    -- Sections parents first (parts, chapters, scenes), each parent by its bundle ref.
    section_ids := '{}';
    for sec in select e.v from jsonb_array_elements(coalesce(st -> 'sections', '[]')) with ordinality e(v, ord)
               where jsonb_typeof(e.v) = 'object'
               order by case e.v ->> 'kind' when 'part' then 0 when 'chapter' then 1 else 2 end, e.ord loop
      insert into public.story_sections (document_id, parent_id, kind, title, position, body, words, status, synopsis, scene_date)
        values (sid, (section_ids ->> (sec ->> 'parent'))::uuid, sec ->> 'kind', coalesce(sec ->> 'title', ''),
          coalesce((sec ->> 'position')::integer, 0),
          public.import_remap_text(coalesce(sec -> 'body', '{}')::text, remap)::jsonb,
          coalesce((sec ->> 'words')::integer, 0), coalesce(sec ->> 'status', 'draft'),
          coalesce(sec ->> 'synopsis', ''), coalesce(sec ->> 'scene_date', ''))
        returning id into secid;
      section_ids := section_ids || jsonb_build_object(sec ->> 'ref', secid);
      if sec ->> 'ref' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
        later := later || jsonb_build_object(lower(sec ->> 'ref'), secid);
      end if;
    end loop;
    -- Links to items of the bundle only (by item ref); one to anything else is dropped.
    for lk in select value from jsonb_array_elements(coalesce(st -> 'links', '[]')) where jsonb_typeof(value) = 'object' loop
      if ids ? (lk ->> 'item') then
        insert into public.story_links (document_id, item_id, anchor, role, note, position)
          values (sid, (ids ->> (lk ->> 'item'))::uuid,
            public.import_remap_anchor(coalesce(lk ->> 'anchor', ''), remap || section_ids),
            coalesce(lk ->> 'role', ''), coalesce(lk ->> 'note', ''), coalesce((lk ->> 'position')::integer, 0))
          on conflict (document_id, item_id, anchor) do nothing;
      end if;
    end loop;
  end loop;
  -- Documents and sections referring to each other: their old ids → new ones, once all exist.
  if later <> '{}'::jsonb and cardinality(story_ids) > 0 then
    update public.story_documents d set data = public.import_remap_text(d.data::text, later)::jsonb
      where d.id = any (story_ids) and d.owner_id = me
        and public.import_remap_text(d.data::text, later) <> d.data::text;
    update public.story_sections x set body = public.import_remap_text(x.body::text, later)::jsonb
      where x.document_id = any (story_ids) and x.owner_id = me
        and public.import_remap_text(x.body::text, later) <> x.body::text;
  end if;

  -- Maps' layers and features, once every document of the bundle has its new id.
  if jsonb_array_length(maps) > 0 then
    perform public.import_bundle_map_rows(maps, remap, later);
  end if;

  delete from public.content_import_parts p where p.upload = import_bundle.upload and p.owner_id = me;
  -- Slices of imports abandoned more than a day ago go too.
  delete from public.content_import_parts p where p.owner_id = me and p.created_at < now() - interval '1 day';

  return jsonb_build_object('status', 'imported', 'inserted', to_jsonb(inserted), 'replaced', replaced,
    'skipped', skipped, 'links', to_jsonb(link_ids), 'universes', to_jsonb(created_universes), 'stories', to_jsonb(story_ids),
    'map_images', map_images);
end

$$;

notify pgrst, 'reload schema';
