-- The public 'covers' bucket (docs/storage.md): universe cover pictures. Anyone may read (a public
-- universe's card shows its cover); a signed-in user writes, replaces and deletes only objects
-- under a folder named by their own id: <uid>/<name>.webp. The storage service checks the bytes
-- (an image by its magic bytes, at most 5 MiB) and turns the image into WebP before the row is
-- written; the bytes count against the plan's storage limit like any other object.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('covers', 'covers', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

create policy covers_select_all on storage.objects
  for select to anon, authenticated using (bucket_id = 'covers');
create policy covers_insert_own on storage.objects
  for insert to authenticated
  with check (bucket_id = 'covers' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy covers_update_own on storage.objects
  for update to authenticated
  using (bucket_id = 'covers' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'covers' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy covers_delete_own on storage.objects
  for delete to authenticated
  using (bucket_id = 'covers' and (storage.foldername(name))[1] = (select auth.uid())::text);
