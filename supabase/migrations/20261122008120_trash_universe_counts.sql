-- Trashed items no longer count in a universe: the universe counts (from 20261122008000) now leave
-- rows with deleted_at set out, like my_content_counts does since 20261122008100.

create or replace function public.my_universe_counts()
returns table (
  id uuid, name text, description text, genre text, cover_color text, cover_image_url text,
  visibility text, created_at timestamptz, updated_at timestamptz, items bigint
)
language sql stable security invoker set search_path = '' as $$
  select u.id, u.name, u.description, u.genre, u.cover_color, u.cover_image_url, u.visibility, u.created_at, u.updated_at,
    (select count(*) from public.content_items c where c.owner_id = auth.uid() and c.universe_id = u.id and c.deleted_at is null)
  from public.universes u
  where u.owner_id = auth.uid()
  order by lower(u.name), u.id
$$;

create or replace function public.my_universe_kind_counts(universe uuid)
returns table (kind text, items bigint)
language sql stable security invoker set search_path = '' as $$
  select c.kind, count(*) from public.content_items c
  where c.owner_id = auth.uid() and c.universe_id = universe and c.deleted_at is null
  group by c.kind order by 2 desc, 1
$$;

notify pgrst, 'reload schema';
