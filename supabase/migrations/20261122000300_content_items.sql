-- Saved content: everything a user keeps from the generators (and later edits by hand).
-- Owners have full access; public rows are readable by everyone, signed in or not.

-- array_to_string is only stable; tags joined for search never change meaning, so this is safe.
create or replace function public.immutable_join(text[]) returns text
language sql immutable parallel safe set search_path = '' as $$ select array_to_string($1, ' ') $$;

create table public.content_items (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null check (kind ~ '^[a-z][a-z-]{1,40}$'),
  name text not null check (char_length(name) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 2000),
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  tags text[] not null default '{}' check (cardinality(tags) <= 50),
  visibility text not null default 'private' check (visibility in ('private', 'public')),
  seed text check (char_length(seed) <= 200),
  generator_version integer check (generator_version > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce(public.immutable_join(tags), '')), 'B')
  ) stored
);

comment on table public.content_items is 'Generated or hand-written world content saved by a user.';

create index content_items_owner_updated on public.content_items (owner_id, updated_at desc, id);
create index content_items_public_kind on public.content_items (kind, created_at desc, id) where visibility = 'public';
create index content_items_search on public.content_items using gin (search);
create index content_items_tags on public.content_items using gin (tags);

create or replace function public.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger content_items_touch before update on public.content_items
  for each row execute function public.touch_updated_at();

alter table public.content_items enable row level security;

create policy content_items_read on public.content_items for select
  using (visibility = 'public' or owner_id = auth.uid());
create policy content_items_insert on public.content_items for insert to authenticated
  with check (owner_id = auth.uid());
create policy content_items_update on public.content_items for update to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy content_items_delete on public.content_items for delete to authenticated
  using (owner_id = auth.uid());

grant select on public.content_items to anon, authenticated;
grant insert (kind, name, summary, data, tags, visibility, seed, generator_version, owner_id),
  update (kind, name, summary, data, tags, visibility, seed, generator_version)
  on public.content_items to authenticated;
grant delete on public.content_items to authenticated;
grant all on public.content_items to service_role;
