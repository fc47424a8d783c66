-- Import uploads abandoned half-way (a closed tab, a lost connection) were removed only when the
-- same user next imported. The hourly purge now also removes staged parts older than a day: an
-- import is staged and written within minutes, so a day-old part belongs to no import in progress.
create or replace function public.purge_trash()
returns integer
language sql volatile security definer set search_path = '' as $$
  with parts as (
    delete from public.content_import_parts where created_at < now() - interval '1 day' returning 1
  ), gone as (
    delete from public.content_items where deleted_at < now() - interval '30 days' returning 1
  )
  select count(*)::integer from gone
$$;

comment on function public.purge_trash() is 'Deletes content items trashed more than 30 days ago (returns how many) and import parts staged more than a day ago.';

revoke execute on function public.purge_trash() from public, anon, authenticated;
grant execute on function public.purge_trash() to service_role;

notify pgrst, 'reload schema';
