-- The private 'map-images' bucket (docs/maps.md, docs/storage.md): a map's picture at
-- <owner id>/<map id>/<file> (and, later, its tiles under the same folder). The owner writes,
-- replaces and deletes; the owner reads, and so does anyone while the map is published and not in
-- the trash: the same rule as the map document. Not a public bucket, because an unpublished map's
-- picture must not be readable by its address: the viewer loads it through a signed URL made as
-- the reader (createSignedUrl), which RLS decides. The storage service takes PNG, JPEG and WebP by
-- their bytes (never SVG), at most 50 MB and 16,000 px a side, and stores WebP at full size
-- without metadata (apps/server/src/storage/content.ts).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('map-images', 'map-images', false, 52428800, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do nothing;

-- The map an object belongs to: the second folder of its name, when that is a uuid.
create function public.map_image_document(name text) returns uuid
language sql immutable set search_path = '' as $$
  select case when split_part(name, '/', 2) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then split_part(name, '/', 2)::uuid end
$$;
grant execute on function public.map_image_document(text) to anon, authenticated, service_role;

create policy map_images_select on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'map-images' and (
    (storage.foldername(name))[1] = (select auth.uid())::text
    or exists (
      select 1 from public.story_documents d
      where d.id = public.map_image_document(name) and d.owner_id::text = (storage.foldername(name))[1]
        and d.tool = 'map' and d.visibility = 'public' and d.deleted_at is null
    )
  ));
create policy map_images_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'map-images' and (storage.foldername(name))[1] = (select auth.uid())::text
    and array_length(storage.foldername(name), 1) >= 2
    and exists (
      select 1 from public.story_documents d
      where d.id = public.map_image_document(name) and d.owner_id = (select auth.uid()) and d.tool = 'map'
    ));
create policy map_images_update on storage.objects
  for update to authenticated
  using (bucket_id = 'map-images' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'map-images' and (storage.foldername(name))[1] = (select auth.uid())::text
    and array_length(storage.foldername(name), 1) >= 2
    and exists (
      select 1 from public.story_documents d
      where d.id = public.map_image_document(name) and d.owner_id = (select auth.uid()) and d.tool = 'map'
    ));
-- The owner may always delete, also after the map itself is gone.
create policy map_images_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'map-images' and (storage.foldername(name))[1] = (select auth.uid())::text);

notify pgrst, 'reload schema';
