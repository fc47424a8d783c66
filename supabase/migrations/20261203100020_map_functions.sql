-- Functions over maps (docs/maps.md): the item page's "On these maps" and duplicating a map.

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
