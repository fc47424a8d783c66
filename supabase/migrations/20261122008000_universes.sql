-- Universes: a user's worlds. Each saved item belongs to at most one universe (content_items.universe_id);
-- deleting a universe never deletes its items, they become unassigned. Owners have full access;
-- public universes are readable by everyone. An item may only be put into a universe its owner owns.

create table public.universes (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120 and char_length(name) <= 120),
  description text not null default '' check (char_length(description) <= 4000),
  genre text not null default '' check (char_length(genre) <= 60),
  cover_color text not null default '#8a5a2b' check (cover_color ~ '^#[0-9a-fA-F]{6}$'),
  cover_image_url text check (cover_image_url is null or (cover_image_url ~ '^https?://' and char_length(cover_image_url) <= 2000)),
  visibility text not null default 'private' check (visibility in ('private', 'public')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.universes is 'A user''s world: the universe their saved content belongs to.';

create index universes_owner_name on public.universes (owner_id, name, id);
create index universes_public on public.universes (created_at desc, id) where visibility = 'public';

create trigger universes_touch before update on public.universes
  for each row execute function public.touch_updated_at();

alter table public.universes enable row level security;

create policy universes_read on public.universes for select
  using (visibility = 'public' or owner_id = auth.uid());
create policy universes_insert on public.universes for insert to authenticated
  with check (owner_id = auth.uid());
create policy universes_update on public.universes for update to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy universes_delete on public.universes for delete to authenticated
  using (owner_id = auth.uid());

grant select on public.universes to anon, authenticated;
grant insert (owner_id, name, description, genre, cover_color, cover_image_url, visibility),
  update (name, description, genre, cover_color, cover_image_url, visibility)
  on public.universes to authenticated;
grant delete on public.universes to authenticated;
grant all on public.universes to service_role;

-- Content belongs to at most one universe.
alter table public.content_items
  add column universe_id uuid references public.universes (id) on delete set null;

create index content_items_owner_universe on public.content_items (owner_id, universe_id, created_at desc, id);

grant insert (universe_id), update (universe_id) on public.content_items to authenticated;

-- The foreign key alone would accept anybody's universe id (FK checks bypass RLS), so a trigger
-- insists the universe belongs to the item's owner (who RLS already pins to auth.uid()). It runs as
-- the caller: another user's private universe is invisible here, a public one has the wrong owner.
-- The same error for both, so the check never tells whether a foreign id exists.
create function public.content_items_check_universe() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.universe_id is not null and not exists (
    select 1 from public.universes u where u.id = new.universe_id and u.owner_id = new.owner_id
  ) then
    raise exception 'You can only put items into your own universes'
      using errcode = '42501', hint = 'Choose one of your universes, or none.';
  end if;
  return new;
end
$$;
revoke all on function public.content_items_check_universe() from public;

create trigger content_items_check_universe before insert or update of universe_id, owner_id on public.content_items
  for each row execute function public.content_items_check_universe();

-- Each of the caller's universes with how many of their items it holds (aggregates are refused on
-- /rest/v1). Security invoker: RLS applies, and the owner filters keep other users' rows out.
create function public.my_universe_counts()
returns table (
  id uuid, name text, description text, genre text, cover_color text, cover_image_url text,
  visibility text, created_at timestamptz, updated_at timestamptz, items bigint
)
language sql stable security invoker set search_path = '' as $$
  select u.id, u.name, u.description, u.genre, u.cover_color, u.cover_image_url, u.visibility, u.created_at, u.updated_at,
    (select count(*) from public.content_items c where c.owner_id = auth.uid() and c.universe_id = u.id)
  from public.universes u
  where u.owner_id = auth.uid()
  order by lower(u.name), u.id
$$;

comment on function public.my_universe_counts() is 'The current user''s universes, each with its number of saved items.';

revoke execute on function public.my_universe_counts() from public;
grant execute on function public.my_universe_counts() to authenticated, service_role;

-- The dashboard's counts by kind inside one universe (my_content_counts covers "all universes").
create function public.my_universe_kind_counts(universe uuid)
returns table (kind text, items bigint)
language sql stable security invoker set search_path = '' as $$
  select c.kind, count(*) from public.content_items c
  where c.owner_id = auth.uid() and c.universe_id = universe
  group by c.kind order by 2 desc, 1
$$;

comment on function public.my_universe_kind_counts(uuid) is 'Saved items of the current user in one universe, counted by kind.';

revoke execute on function public.my_universe_kind_counts(uuid) from public;
grant execute on function public.my_universe_kind_counts(uuid) to authenticated, service_role;

notify pgrst, 'reload schema';
