-- Maps' layers and features (docs/maps.md): rows of their own, so a secret one is never on a row
-- a visitor can read. The map document and its checks are 20261203100000_maps.sql.

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

notify pgrst, 'reload schema';
