-- Maps, the Atlas (docs/maps.md). A map is a story document with tool 'map', so it has the list,
-- universes, duplicate, trash and publish of every story tool. Its `data` holds only the map's
-- public settings (its size, its image's storage path or its generator's settings, its scale);
-- its layers and features (pins, regions, paths) are rows of their own, so a secret one is never
-- on a row a visitor can read (docs/security.md). The owner reads and writes everything; anyone who
-- may read the map (published, not in the trash) reads the layers that are not secret, and the
-- features that are not secret, not on a secret layer, and whose linked item or document they may
-- read themselves (the rule of story_links and story_relations: a published map never names the
-- owner's private items).

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

-- Layers: named sets of features the viewer shows and hides ("Political", "Secrets").
create table public.map_layers (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.story_documents (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null constraint map_layers_name_length check (char_length(btrim(name)) between 1 and 80 and char_length(name) <= 80),
  position integer not null default 0,
  secret boolean not null default false,
  hidden_by_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- What a feature's (document_id, layer_id) refers to, so a layer is always on the feature's map.
  constraint map_layers_document_id_id_key unique (document_id, id)
);

comment on table public.map_layers is 'A layer of a map (story document with tool map). A secret layer, and every feature on it, is the owner''s alone.';
comment on column public.map_layers.secret is 'Only the owner reads this layer and the features on it, even on a published map.';
comment on column public.map_layers.hidden_by_default is 'The viewer starts with this layer switched off.';

create index map_layers_document on public.map_layers (document_id, position, id);

-- Pins, regions and paths. Geometry is in image pixels of the map (see map_check_geometry).
create table public.map_features (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.story_documents (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  layer_id uuid,
  kind text not null constraint map_features_kind_known check (kind in ('pin', 'region', 'path')),
  geometry jsonb not null constraint map_features_geometry_size check (octet_length(geometry::text) <= 65536),
  label text not null default '' constraint map_features_label_length check (char_length(label) <= 120),
  note text not null default '' constraint map_features_note_length check (char_length(note) <= 4000),
  icon text not null default '' constraint map_features_icon_name check (icon ~ '^[a-z0-9-]{0,40}$'),
  color text constraint map_features_color_hex check (color ~ '^#[0-9A-Fa-f]{6}$'),
  style jsonb not null default '{}'::jsonb constraint map_features_style_object check (jsonb_typeof(style) = 'object' and octet_length(style::text) <= 1024),
  group_name text not null default '' constraint map_features_group_length check (char_length(group_name) <= 80),
  link_item_id uuid references public.content_items (id) on delete set null,
  link_document_id uuid references public.story_documents (id) on delete set null,
  secret boolean not null default false,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The layer is on the same map; deleting it leaves the feature with no layer.
  constraint map_features_layer_fkey foreign key (document_id, layer_id)
    references public.map_layers (document_id, id) on delete set null (layer_id)
);

comment on table public.map_features is 'A pin, region or path on a map, optionally linked to a library item or another story document (a map within the map).';
comment on column public.map_features.geometry is 'Image pixels: pin [x, y]; region [[x, y], …] (3 or more, a ring); path [[x, y], …] (2 or more).';
comment on column public.map_features.secret is 'Only the owner reads this feature, even on a published map.';
comment on column public.map_features.link_item_id is 'The library item the feature opens; others see the feature only if they may read the item.';
comment on column public.map_features.link_document_id is 'The story document (e.g. another map) the feature opens; others see the feature only if they may read it.';

create index map_features_document on public.map_features (document_id, position, id);
create index map_features_layer on public.map_features (layer_id) where layer_id is not null;
create index map_features_link_item on public.map_features (link_item_id) where link_item_id is not null;
create index map_features_link_document on public.map_features (link_document_id) where link_document_id is not null;

create trigger map_layers_touch before update on public.map_layers
  for each row execute function public.touch_updated_at();
create trigger map_features_touch before update on public.map_features
  for each row execute function public.touch_updated_at();

-- A layer or feature goes only onto a map of its owner (the foreign key alone bypasses RLS).
create function public.map_rows_check_map() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  doc record;
begin
  select d.owner_id, d.tool, d.data into doc from public.story_documents d where d.id = new.document_id;
  if not found or doc.owner_id is distinct from new.owner_id then
    raise exception 'You can only change your own maps' using errcode = '42501', detail = 'map_not_yours';
  end if;
  if doc.tool <> 'map' then
    raise exception 'Layers, pins, regions and paths go on maps only' using errcode = '23514', detail = 'map_not_a_map';
  end if;
  -- The limits of the table's checks, said in words (the constraints stay as the backstop).
  if tg_table_name = 'map_layers' then
    if char_length(btrim(new.name)) = 0 or char_length(new.name) > 80 then
      raise exception 'A layer''s name is 1 to 80 characters; this one has %', char_length(new.name)
        using errcode = '23514', detail = 'map_text_length';
    end if;
  else
    if char_length(new.label) > 120 then
      raise exception 'A label is at most 120 characters; this one has %', char_length(new.label) using errcode = '23514', detail = 'map_text_length';
    elsif char_length(new.note) > 4000 then
      raise exception 'A note is at most 4,000 characters; this one has %', char_length(new.note) using errcode = '23514', detail = 'map_text_length';
    elsif char_length(new.group_name) > 80 then
      raise exception 'A group''s name is at most 80 characters; this one has %', char_length(new.group_name)
        using errcode = '23514', detail = 'map_text_length';
    elsif new.color is not null and new.color !~ '^#[0-9A-Fa-f]{6}$' then
      raise exception 'A colour is written #rrggbb, e.g. #8a5a2b' using errcode = '23514', detail = 'map_color_invalid';
    elsif new.icon !~ '^[a-z0-9-]{0,40}$' then
      raise exception 'An icon is named with up to 40 lower-case letters, digits and dashes' using errcode = '23514', detail = 'map_icon_invalid';
    end if;
  end if;
  if tg_table_name = 'map_features' then
    if tg_op = 'INSERT' or new.geometry is distinct from old.geometry or new.kind is distinct from old.kind then
      perform public.map_check_geometry(new.kind, new.geometry, (doc.data ->> 'width')::numeric, (doc.data ->> 'height')::numeric);
    end if;
    -- A link is to something the map's owner may read: their own, or published and not trashed.
    if new.link_item_id is not null and (tg_op = 'INSERT' or new.link_item_id is distinct from old.link_item_id)
       and not exists (
         select 1 from public.content_items i
         where i.id = new.link_item_id and (i.owner_id = new.owner_id or (i.visibility = 'public' and i.deleted_at is null))
       ) then
      raise exception 'A pin can only link to an item you can read' using errcode = '42501', detail = 'map_link_unreadable',
        hint = 'Link one of your own items, or a published one.';
    end if;
    if new.link_document_id is not null and (tg_op = 'INSERT' or new.link_document_id is distinct from old.link_document_id) then
      if new.link_document_id = new.document_id then
        raise exception 'A pin cannot open the map it is on' using errcode = '23514', detail = 'map_link_self';
      end if;
      if not exists (
        select 1 from public.story_documents d
        where d.id = new.link_document_id and (d.owner_id = new.owner_id or (d.visibility = 'public' and d.deleted_at is null))
      ) then
        raise exception 'A pin can only open a map or story you can read' using errcode = '42501', detail = 'map_link_unreadable',
          hint = 'Link one of your own documents, or a published one.';
      end if;
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.map_rows_check_map() from public;

create trigger map_layers_check_map before insert or update on public.map_layers
  for each row execute function public.map_rows_check_map();
create trigger map_features_check_map before insert or update on public.map_features
  for each row execute function public.map_rows_check_map();

-- At most map_limits() layers and features per map, counted once per statement (a bulk insert
-- of 10,000 pins is one count), under a lock per map so parallel inserts cannot both slip under.
create function public.map_rows_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  doc uuid;
  n bigint;
  lim integer;
begin
  for doc in select distinct a.document_id from added a order by 1 loop
    perform pg_advisory_xact_lock(hashtext('map_rows:' || tg_table_name || ':' || doc::text));
    if tg_table_name = 'map_features' then
      select l.max_features into lim from public.map_limits() l;
      select count(*) into n from public.map_features f where f.document_id = doc;
      if n > lim then
        raise exception 'A map holds at most % pins, regions and paths; this one would have %', lim, n
          using errcode = '23514', detail = 'map_too_many_features', hint = 'Delete some first, or put them on another map.';
      end if;
    else
      select l.max_layers into lim from public.map_limits() l;
      select count(*) into n from public.map_layers x where x.document_id = doc;
      if n > lim then
        raise exception 'A map holds at most % layers; this one would have %', lim, n
          using errcode = '23514', detail = 'map_too_many_layers', hint = 'Delete a layer first.';
      end if;
    end if;
  end loop;
  return null;
end
$$;
revoke all on function public.map_rows_limit() from public;

create trigger map_layers_limit after insert on public.map_layers
  referencing new table as added for each statement execute function public.map_rows_limit();
create trigger map_features_limit after insert on public.map_features
  referencing new table as added for each statement execute function public.map_rows_limit();

-- Deleting a secret layer keeps its features secret: they lose the layer (set null), and would
-- otherwise become readable by every visitor of a published map.
create function public.map_layers_keep_secrets() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.secret and exists (select 1 from public.story_documents d where d.id = old.document_id) then
    update public.map_features f set secret = true where f.document_id = old.document_id and f.layer_id = old.id and not f.secret;
  end if;
  return old;
end
$$;
revoke all on function public.map_layers_keep_secrets() from public;

create trigger map_layers_keep_secrets before delete on public.map_layers
  for each row execute function public.map_layers_keep_secrets();

alter table public.map_layers enable row level security;
alter table public.map_features enable row level security;

-- The document's own policy decides whether the map is readable at all (the subqueries run under
-- the reader's RLS: published and not trashed, or the owner's).
create policy map_layers_read on public.map_layers for select
  using (
    owner_id = (select auth.uid())
    or (not secret and exists (select 1 from public.story_documents d where d.id = document_id))
  );
create policy map_layers_insert on public.map_layers for insert to authenticated
  with check (owner_id = (select auth.uid()) and exists (
    select 1 from public.story_documents d where d.id = document_id and d.owner_id = (select auth.uid()) and d.tool = 'map'));
create policy map_layers_update on public.map_layers for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy map_layers_delete on public.map_layers for delete to authenticated
  using (owner_id = (select auth.uid()));

create policy map_features_read on public.map_features for select
  using (
    owner_id = (select auth.uid())
    or (
      not secret
      and exists (select 1 from public.story_documents d where d.id = document_id)
      and (layer_id is null or exists (select 1 from public.map_layers l where l.id = layer_id and not l.secret))
      and (link_item_id is null or exists (select 1 from public.content_items i where i.id = link_item_id))
      and (link_document_id is null or exists (select 1 from public.story_documents d where d.id = link_document_id))
    )
  );
create policy map_features_insert on public.map_features for insert to authenticated
  with check (owner_id = (select auth.uid()) and exists (
    select 1 from public.story_documents d where d.id = document_id and d.owner_id = (select auth.uid()) and d.tool = 'map'));
create policy map_features_update on public.map_features for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy map_features_delete on public.map_features for delete to authenticated
  using (owner_id = (select auth.uid()));

-- Behind two-step verification like every other table (migration 20261202020000_mfa_required).
create policy mfa_required on public.map_layers as restrictive for all to authenticated
  using ((select public.aal_ok())) with check ((select public.aal_ok()));
create policy mfa_required on public.map_features as restrictive for all to authenticated
  using ((select public.aal_ok())) with check ((select public.aal_ok()));

-- A client may choose a new row's id (an Undo puts a deleted pin back under its old id, so deep
-- links keep working). document_id and owner_id never change.
grant select on public.map_layers, public.map_features to anon, authenticated;
grant insert (id, document_id, owner_id, name, position, secret, hidden_by_default),
  update (name, position, secret, hidden_by_default)
  on public.map_layers to authenticated;
grant insert (id, document_id, owner_id, layer_id, kind, geometry, label, note, icon, color, style, group_name,
    link_item_id, link_document_id, secret, position),
  update (layer_id, kind, geometry, label, note, icon, color, style, group_name, link_item_id, link_document_id, secret, position)
  on public.map_features to authenticated;
grant delete on public.map_layers, public.map_features to authenticated;
grant all on public.map_layers, public.map_features to service_role;

-- "On these maps" for an item's page: the maps (not trashed) on which the caller can read a
-- feature linked to the item, newest first, with those features' ids (for a deep link to the
-- first). Security invoker: RLS decides, so a visitor never learns of a secret pin, and the owner
-- sees their own maps whatever is secret.
create function public.item_maps(item uuid)
returns table (id uuid, title text, summary text, visibility text, owner_id uuid, universe_id uuid, updated_at timestamptz, feature_ids uuid[])
language sql stable security invoker set search_path = '' as $$
  select d.id, d.title, d.summary, d.visibility, d.owner_id, d.universe_id, d.updated_at,
         array_agg(f.id order by f.position, f.id)
  from public.map_features f
  join public.story_documents d on d.id = f.document_id
  where f.link_item_id = item and d.tool = 'map' and d.deleted_at is null
  group by d.id
  order by d.updated_at desc, d.id
  limit 100
$$;

comment on function public.item_maps(uuid) is 'The maps (not trashed) on which the caller can read a pin, region or path linked to the item, with those features'' ids.';

revoke execute on function public.item_maps(uuid) from public;
grant execute on function public.item_maps(uuid) to anon, authenticated, service_role;

-- A private "(copy)" of one of the caller's maps with its layers and features, in one transaction.
-- The copy's image path names the copy's own folder (<owner id>/<copy id>/<file>): the caller
-- copies the file there with storage `copy()` (docs/maps.md). Links the caller can no longer read
-- are dropped from the copy. Security invoker, so RLS, grants and the plan's limits apply.
create function public.duplicate_map(source uuid)
returns uuid
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  src record;
  nid uuid;
  layer_ids jsonb;
begin
  if me is null then
    raise exception 'Sign in to duplicate a map' using errcode = '42501';
  end if;
  select d.title, d.summary, d.data, d.universe_id into src from public.story_documents d
    where d.id = source and d.owner_id = me and d.tool = 'map' and d.deleted_at is null;
  if not found then
    raise exception 'No map of yours has this id' using errcode = 'P0002';
  end if;
  insert into public.story_documents (tool, title, summary, data, universe_id)
    values ('map', left(src.title, 193) || ' (copy)', src.summary, src.data - 'image', src.universe_id)
    returning id into nid;
  if src.data ? 'image' and jsonb_typeof(src.data -> 'image') = 'object' then
    update public.story_documents d
      set data = d.data || jsonb_build_object('image', (src.data -> 'image') || jsonb_build_object('path',
        me::text || '/' || nid::text || '/' || regexp_replace(src.data #>> '{image,path}', '^.*/', '')))
      where d.id = nid;
  end if;
  select coalesce(jsonb_object_agg(l.id, gen_random_uuid()), '{}') into layer_ids from public.map_layers l where l.document_id = source;
  insert into public.map_layers (id, document_id, name, position, secret, hidden_by_default)
    select (layer_ids ->> l.id::text)::uuid, nid, l.name, l.position, l.secret, l.hidden_by_default
    from public.map_layers l where l.document_id = source;
  insert into public.map_features (document_id, layer_id, kind, geometry, label, note, icon, color, style, group_name,
      link_item_id, link_document_id, secret, position)
    select nid, (layer_ids ->> f.layer_id::text)::uuid, f.kind, f.geometry, f.label, f.note, f.icon, f.color, f.style, f.group_name,
      case when exists (select 1 from public.content_items i where i.id = f.link_item_id) then f.link_item_id end,
      case when exists (select 1 from public.story_documents x where x.id = f.link_document_id) then f.link_document_id end,
      f.secret, f.position
    from public.map_features f where f.document_id = source;
  return nid;
end
$$;

comment on function public.duplicate_map(uuid) is 'A private copy of one of the caller''s maps with its layers and features; the new document''s id.';

revoke execute on function public.duplicate_map(uuid) from public, anon;
grant execute on function public.duplicate_map(uuid) to authenticated, service_role;

notify pgrst, 'reload schema';
