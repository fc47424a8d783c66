-- Trash for saved content: deleting an item only stamps deleted_at; the owner can restore it for
-- 30 days, after which purge_trash() (run by the server at start-up and hourly) removes it.
-- Public readers never see a trashed row, and the dashboard's counts leave trashed rows out.

alter table public.content_items add column deleted_at timestamptz;

comment on column public.content_items.deleted_at is 'When the owner moved the item to the trash (null: not trashed). Purged after 30 days.';

-- The trash view (newest first) and the purge both read only trashed rows.
create index content_items_trash on public.content_items (owner_id, deleted_at desc, id) where deleted_at is not null;
create index content_items_trash_age on public.content_items (deleted_at) where deleted_at is not null;

-- Owners set and clear deleted_at themselves (soft delete and restore).
grant update (deleted_at) on public.content_items to authenticated;

-- A user's request cannot choose the time an item was trashed (a date in the future would dodge
-- the purge, one in the past would purge at once): the database stamps it.
create or replace function public.stamp_deleted_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') and new.deleted_at is distinct from old.deleted_at and new.deleted_at is not null then
    new.deleted_at := now();
  end if;
  return new;
end
$$;

create trigger content_items_stamp_deleted_at before update of deleted_at on public.content_items
  for each row execute function public.stamp_deleted_at();

-- Readers other than the owner never see a trashed row, public or not.
drop policy content_items_read on public.content_items;
create policy content_items_read on public.content_items for select
  using ((visibility = 'public' and deleted_at is null) or owner_id = auth.uid());

-- Dashboard counts: trashed items are not part of the library any more.
create or replace function public.my_content_counts()
returns table (kind text, items bigint)
language sql stable security invoker set search_path = '' as $$
  select c.kind, count(*) from public.content_items c
  where c.owner_id = auth.uid() and c.deleted_at is null
  group by c.kind order by 2 desc, 1
$$;

-- Removes items that have sat in the trash for more than 30 days, for every user. Only the
-- server (service role or the database owner) runs it; it returns how many rows went.
create function public.purge_trash()
returns integer
language sql volatile security definer set search_path = '' as $$
  with gone as (
    delete from public.content_items where deleted_at < now() - interval '30 days' returning 1
  )
  select count(*)::integer from gone
$$;

comment on function public.purge_trash() is 'Deletes content items trashed more than 30 days ago; returns the number removed.';

revoke execute on function public.purge_trash() from public, anon, authenticated;
grant execute on function public.purge_trash() to service_role;

notify pgrst, 'reload schema';
