-- Likes on saved content, and the indexes behind the library's keyset pagination.
-- A like is one row per (item, user). content_items.like_count is a denormalised count kept by a
-- trigger so "Most liked" can sort and page on an index; users can read it but never write it
-- (no column grant), and the trigger that writes it runs as the table owner.

alter table public.content_items add column like_count integer not null default 0 check (like_count >= 0);

comment on column public.content_items.like_count is 'Number of rows in content_likes for this item (kept by a trigger; read-only for users).';

create table public.content_likes (
  item_id uuid not null references public.content_items (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (item_id, user_id)
);

comment on table public.content_likes is 'Who liked which content item.';

-- "Which of these items did I like?" reads by user first.
create index content_likes_user on public.content_likes (user_id, item_id);

alter table public.content_likes enable row level security;

-- Likes are as readable as the item they are on (the subquery runs under content_items' RLS too).
create policy content_likes_read on public.content_likes for select
  using (exists (select 1 from public.content_items c where c.id = item_id));
-- A signed-in user likes only as themselves, and only items that are public or their own.
create policy content_likes_insert on public.content_likes for insert to authenticated
  with check (
    user_id = auth.uid()
    and exists (select 1 from public.content_items c where c.id = item_id and (c.visibility = 'public' or c.owner_id = auth.uid()))
  );
create policy content_likes_delete on public.content_likes for delete to authenticated
  using (user_id = auth.uid());

grant select on public.content_likes to anon, authenticated;
grant insert (item_id, user_id) on public.content_likes to authenticated;
grant delete on public.content_likes to authenticated;
grant all on public.content_likes to service_role;

-- Keeps like_count in step with content_likes. Security definer: the liker may not own the item,
-- and RLS would otherwise hide the row from the update.
create function public.content_likes_count() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.content_items set like_count = like_count + 1 where id = new.item_id;
  elsif tg_op = 'DELETE' then
    update public.content_items set like_count = greatest(like_count - 1, 0) where id = old.item_id;
  end if;
  return null;
end
$$;

revoke execute on function public.content_likes_count() from public, anon, authenticated;

create trigger content_likes_count after insert or delete on public.content_likes
  for each row execute function public.content_likes_count();

-- A like is not an edit: when like_count changes (only the trigger above can change it), the
-- item's updated_at stays as it was. Named to run after content_items_touch (triggers of one
-- event fire in name order).
create function public.content_items_keep_updated_at_on_like() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.like_count is distinct from old.like_count then
    new.updated_at := old.updated_at;
  end if;
  return new;
end
$$;

revoke execute on function public.content_items_keep_updated_at_on_like() from public, anon, authenticated;

create trigger content_items_touch_z_likes before update of like_count on public.content_items
  for each row execute function public.content_items_keep_updated_at_on_like();

-- Keyset pagination: every list sort is (key…, id) in one direction, and each has an index whose
-- order it can walk from the cursor. Browse reads public rows (partial indexes); My Content reads
-- one owner's rows (owner-prefixed). A btree serves both directions, so newest and oldest share one.
create index content_items_public_created on public.content_items (created_at, id) where visibility = 'public';
create index content_items_public_name on public.content_items (name, id) where visibility = 'public';
create index content_items_public_liked on public.content_items (like_count, created_at, id) where visibility = 'public';
create index content_items_owner_created on public.content_items (owner_id, created_at, id);
create index content_items_owner_name on public.content_items (owner_id, name, id);
create index content_items_owner_liked on public.content_items (owner_id, like_count, created_at, id);

notify pgrst, 'reload schema';
