-- Maps, the Atlas (docs/maps.md). A map is a story document with tool 'map', so it has the list,
-- universes, duplicate, trash and publish of every story tool. Its `data` holds only the map's
-- public settings (its size, its image's storage path or its generator's settings, its scale);
-- its layers and features (pins, regions, paths) are rows of their own, so a secret one is never
-- on a row a visitor can read (docs/security.md). The owner reads and writes everything; anyone who
-- may read the map (published, not in the trash) reads the layers that are not secret, and the
-- features that are not secret, not on a secret layer, and whose linked item or document they may
-- read themselves (the rule of story_links and story_relations: a published map never names the
-- owner's private items). This file: the tool, the limits and the map document's checks; the
-- tables are 20261203100010_map_layers_features.sql, the functions 20261203100020_map_functions.sql.

alter table public.story_documents
  drop constraint story_documents_tool_known,
  add constraint story_documents_tool_known check (tool in (
    'story', 'character-group', 'relationships', 'family-tree', 'timeline', 'flow-chart', 'arc', 'campaign', 'map'
  ));

-- The limits, in one place for the triggers and for the web app to show.
create function public.map_limits() returns table (max_side integer, max_layers integer, max_features integer, max_points integer)
language sql immutable set search_path = '' as $$
  select 16000, 100, 10000, 1000
$$;

comment on function public.map_limits() is 'The Atlas''s limits: a map''s largest side in px, layers and features per map, points per region or path.';

grant execute on function public.map_limits() to anon, authenticated, service_role;

-- True when p is a point [x, y] of two numbers; a number that is a whole number. (CASE keeps
-- a cast or array call off values of another type.)
create function public.map_is_point(p jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select case when jsonb_typeof(p) is distinct from 'array' then false
              when jsonb_array_length(p) <> 2 then false
              else jsonb_typeof(p -> 0) = 'number' and jsonb_typeof(p -> 1) = 'number' end
$$;
create function public.map_is_whole(v jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select case when jsonb_typeof(v) is distinct from 'number' then false else v::numeric = trunc(v::numeric) end
$$;
revoke all on function public.map_is_point(jsonb) from public;
revoke all on function public.map_is_whole(jsonb) from public;

-- What is wrong with a map document's data, or null. The shape (docs/maps.md):
--   width, height  the map's size in px: whole numbers 1..16,000, both or neither (features need them)
--   image          null, or {path: '<owner id>/<document id>/<file>', …}: the picture in map-images
--   generated      null, or {seed: text ≤ 200, version: whole number ≥ 1, options: object}
--   scale          null, or {from: [x, y], to: [x, y], distance: number > 0, unit: text 1..40}
--   view           null, or an object of at most 4 KB (the viewer's settings)
-- and no other key: everything here is read by every reader of a published map.
create function public.map_data_problem(data jsonb, doc_id uuid, doc_owner uuid) returns text
language plpgsql immutable set search_path = '' as $$
declare
  k text;
  w jsonb := nullif(data -> 'width', 'null'::jsonb);
  h jsonb := nullif(data -> 'height', 'null'::jsonb);
  img jsonb := nullif(data -> 'image', 'null'::jsonb);
  gen jsonb := nullif(data -> 'generated', 'null'::jsonb);
  sc jsonb := nullif(data -> 'scale', 'null'::jsonb);
  vw jsonb := nullif(data -> 'view', 'null'::jsonb);
  side integer := (select l.max_side from public.map_limits() l);
begin
  for k in select jsonb_object_keys(data) loop
    if k not in ('width', 'height', 'image', 'generated', 'scale', 'view') then
      return format('A map''s data has no field "%s": it holds width, height, image, generated, scale and view', left(k, 40));
    end if;
  end loop;
  if (w is null) <> (h is null) then
    return 'A map needs both a width and a height, or neither';
  end if;
  if w is not null then
    if not (public.map_is_whole(w) and public.map_is_whole(h)) then
      return 'A map''s width and height are whole numbers of pixels';
    end if;
    if w::numeric < 1 or h::numeric < 1 or w::numeric > side or h::numeric > side then
      return format('A map is 1 to 16,000 px a side; this one would be %s × %s px', w, h);
    end if;
  end if;
  if img is not null then
    if jsonb_typeof(img) <> 'object' or octet_length(img::text) > 4096 then
      return 'A map''s image is an object of at most 4 KB';
    end if;
    if jsonb_typeof(img -> 'path') is distinct from 'string'
       or img ->> 'path' !~ ('^' || doc_owner::text || '/' || doc_id::text || '/[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$') then
      return 'A map''s image is a file in the map-images bucket under <owner id>/<map id>/';
    end if;
    if w is null then
      return 'A map with an image needs its width and height';
    end if;
  end if;
  if gen is not null then
    if jsonb_typeof(gen) <> 'object' or octet_length(gen::text) > 32768 then
      return 'A generated map''s settings are an object of at most 32 KB';
    end if;
    if jsonb_typeof(gen -> 'seed') is distinct from 'string' or char_length(gen ->> 'seed') > 200
       or not public.map_is_whole(gen -> 'version')
       or jsonb_typeof(coalesce(gen -> 'options', '{}'::jsonb)) <> 'object' then
      return 'A generated map has a seed (text up to 200), a version (a whole number from 1) and options (an object)';
    end if;
    if (gen -> 'version')::numeric < 1 then
      return 'A generated map has a seed (text up to 200), a version (a whole number from 1) and options (an object)';
    end if;
  end if;
  if sc is not null then
    if jsonb_typeof(sc) <> 'object' or not public.map_is_point(sc -> 'from') or not public.map_is_point(sc -> 'to')
       or jsonb_typeof(sc -> 'distance') is distinct from 'number'
       or jsonb_typeof(sc -> 'unit') is distinct from 'string' or char_length(btrim(sc ->> 'unit')) not between 1 and 40 then
      return 'A map''s scale is two points (from, to: [x, y]), a distance above 0 and a unit (1 to 40 characters)';
    end if;
    if (sc -> 'distance')::numeric <= 0 then
      return 'A map''s scale is two points (from, to: [x, y]), a distance above 0 and a unit (1 to 40 characters)';
    end if;
    if (sc -> 'from') = (sc -> 'to') then
      return 'A map''s scale needs two different points';
    end if;
  end if;
  if vw is not null and (jsonb_typeof(vw) <> 'object' or octet_length(vw::text) > 4096) then
    return 'A map''s view settings are an object of at most 4 KB';
  end if;
  return null;
end
$$;
revoke all on function public.map_data_problem(jsonb, uuid, uuid) from public;

-- Raises when a feature's geometry is not its kind's shape or leaves the map (w × h px):
-- a pin is [x, y]; a region a ring of at least 3 points [[x, y], …] (not repeated at the end);
-- a path at least 2 points. Points are image pixels: 0 ≤ x ≤ w, 0 ≤ y ≤ h.
create function public.map_check_geometry(kind text, geometry jsonb, w numeric, h numeric) returns void
language plpgsql immutable set search_path = '' as $$
declare
  pts jsonb;
  n integer;
  bad jsonb;
  most integer := (select l.max_points from public.map_limits() l);
begin
  if w is null or h is null then
    raise exception 'Give the map its size (upload an image or generate one) before drawing on it'
      using errcode = '23514', detail = 'map_size_unset';
  end if;
  if kind is null or kind not in ('pin', 'region', 'path') then
    raise exception 'A feature is a pin, a region or a path' using errcode = '23514', detail = 'map_geometry_invalid';
  end if;
  if kind = 'pin' then
    pts := jsonb_build_array(geometry);
  elsif jsonb_typeof(geometry) is distinct from 'array' then
    raise exception 'A %''s geometry is a list of points [[x, y], …]', kind using errcode = '23514', detail = 'map_geometry_invalid';
  else
    pts := geometry;
  end if;
  n := jsonb_array_length(pts);
  if kind = 'region' and n < 3 then
    raise exception 'A region needs at least 3 points; this one has %', n using errcode = '23514', detail = 'map_geometry_invalid';
  elsif kind = 'path' and n < 2 then
    raise exception 'A path needs at least 2 points; this one has %', n using errcode = '23514', detail = 'map_geometry_invalid';
  elsif n > most then
    raise exception 'A % has at most % points; this one has %', kind, most, n using errcode = '23514', detail = 'map_geometry_invalid';
  end if;
  select p into bad from jsonb_array_elements(pts) p where not public.map_is_point(p) limit 1;
  if found then
    raise exception '%', case when kind = 'pin' then 'A pin is one point [x, y] of two numbers' else format('Every point of a %s is [x, y], two numbers', kind) end
      using errcode = '23514', detail = 'map_geometry_invalid';
  end if;
  select p into bad from jsonb_array_elements(pts) p
    where (p ->> 0)::numeric < 0 or (p ->> 0)::numeric > w or (p ->> 1)::numeric < 0 or (p ->> 1)::numeric > h
    limit 1;
  if found then
    raise exception 'The point (%, %) lies outside the map, which is % × % px', bad ->> 0, bad ->> 1, w, h
      using errcode = '23514', detail = 'map_point_outside', hint = 'Points are image pixels from (0, 0) at the top left to (width, height).';
  end if;
  if kind = 'region' and (pts -> 0) = (pts -> (n - 1)) and n < 4 then
    raise exception 'A region needs at least 3 different points' using errcode = '23514', detail = 'map_geometry_invalid';
  end if;
end
$$;
revoke all on function public.map_check_geometry(text, jsonb, numeric, numeric) from public;

-- A map's data is checked on every save; making it smaller is refused while features lie outside.
create function public.story_documents_check_map() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  problem text;
  w numeric;
  h numeric;
begin
  if new.tool <> 'map' then
    return new;
  end if;
  problem := public.map_data_problem(new.data, new.id, new.owner_id);
  if problem is not null then
    raise exception '%', problem using errcode = '23514', detail = 'map_data_invalid';
  end if;
  if tg_op = 'UPDATE' and old.data is distinct from new.data then
    w := (new.data ->> 'width')::numeric;
    h := (new.data ->> 'height')::numeric;
    if (w is null or w < (old.data ->> 'width')::numeric or h < (old.data ->> 'height')::numeric)
       and exists (
         select 1 from public.map_features f,
           jsonb_array_elements(case when f.kind = 'pin' then jsonb_build_array(f.geometry) else f.geometry end) p
         where f.document_id = new.id
           and (w is null or (p ->> 0)::numeric > w or (p ->> 1)::numeric > h)
       ) then
      raise exception 'Some of this map''s pins, regions or paths would lie outside it at % × % px', coalesce(w::text, '?'), coalesce(h::text, '?')
        using errcode = '23514', detail = 'map_point_outside', hint = 'Move or delete them first, or keep the map at least as large.';
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.story_documents_check_map() from public;

create trigger story_documents_check_map before insert or update of data on public.story_documents
  for each row execute function public.story_documents_check_map();

notify pgrst, 'reload schema';
