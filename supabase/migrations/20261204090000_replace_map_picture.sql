-- Replacing a map's picture (docs/maps.md, "Functions"): the new picture's path (in the map's own
-- folder, uploaded first), width and height are saved, and every pin, region and path and the
-- scale's two points are scaled with it, so a bigger scan of the same map keeps each pin on its
-- spot. One transaction: nothing moves unless everything does.
create function public.replace_map_picture(map uuid, image jsonb, width integer, height integer)
returns jsonb
language plpgsql volatile security invoker set search_path = '' as $$
declare
  me uuid := auth.uid();
  old_data jsonb;
  ow numeric;
  oh numeric;
  fx numeric;
  fy numeric;
  scaled jsonb;
begin
  if me is null then
    raise exception 'Sign in to change a map' using errcode = '42501';
  end if;
  select d.data into old_data from public.story_documents d
    where d.id = map and d.owner_id = me and d.tool = 'map' and d.deleted_at is null
    for update;
  if not found then
    raise exception 'No map of yours has this id' using errcode = 'P0002';
  end if;
  if width is null or height is null or width < 1 or height < 1 or width > 16000 or height > 16000 then
    raise exception 'A map picture is 1 to 16,000 px a side' using errcode = '22023';
  end if;
  if image is null or jsonb_typeof(image) <> 'object' then
    raise exception 'The new picture is missing' using errcode = '22023';
  end if;
  ow := nullif((old_data ->> 'width')::numeric, 0);
  oh := nullif((old_data ->> 'height')::numeric, 0);
  fx := coalesce(width / ow, 1);
  fy := coalesce(height / oh, 1);
  -- First as large as both pictures (growing never puts a point outside), then the points, then the new size.
  update public.story_documents d
    set data = d.data || jsonb_build_object('width', greatest(width, coalesce(ow, width))::int, 'height', greatest(height, coalesce(oh, height))::int)
    where d.id = map;
  update public.map_features f
    set geometry = case when f.kind = 'pin'
      then jsonb_build_array(least(round((f.geometry ->> 0)::numeric * fx, 1), width), least(round((f.geometry ->> 1)::numeric * fy, 1), height))
      else (select jsonb_agg(jsonb_build_array(least(round((p ->> 0)::numeric * fx, 1), width), least(round((p ->> 1)::numeric * fy, 1), height)) order by i)
            from jsonb_array_elements(f.geometry) with ordinality as e(p, i))
      end
    where f.document_id = map;
  scaled := old_data -> 'scale';
  if scaled is not null and jsonb_typeof(scaled) = 'object' and jsonb_typeof(scaled -> 'from') = 'array' and jsonb_typeof(scaled -> 'to') = 'array' then
    scaled := scaled || jsonb_build_object(
      'from', jsonb_build_array(round((scaled #>> '{from,0}')::numeric * fx, 1), round((scaled #>> '{from,1}')::numeric * fy, 1)),
      'to', jsonb_build_array(round((scaled #>> '{to,0}')::numeric * fx, 1), round((scaled #>> '{to,1}')::numeric * fy, 1)));
  else
    scaled := null;
  end if;
  update public.story_documents d
    set data = (d.data - 'generated') || jsonb_build_object('width', width, 'height', height, 'image', image)
      || case when scaled is null then '{}'::jsonb else jsonb_build_object('scale', scaled) end
    where d.id = map;
  return (select d.data from public.story_documents d where d.id = map);
end
$$;

comment on function public.replace_map_picture(uuid, jsonb, integer, integer) is 'Saves a map''s new picture and size and scales its features and scale with it; the new data.';

revoke execute on function public.replace_map_picture(uuid, jsonb, integer, integer) from public, anon;
grant execute on function public.replace_map_picture(uuid, jsonb, integer, integer) to authenticated, service_role;

notify pgrst, 'reload schema';
