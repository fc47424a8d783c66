-- The item page's own writing and connections: free Markdown notes on each saved item, and typed
-- links between items ("Aldric rules Port Sable"), shown both ways.

alter table public.content_items
  add column notes text not null default '' check (char_length(notes) <= 20000);

comment on column public.content_items.notes is 'The owner''s Markdown notes (rendered sanitised; raw HTML never runs).';

grant insert (notes), update (notes) on public.content_items to authenticated;

create table public.content_links (
  id uuid primary key default gen_random_uuid(),
  from_id uuid not null references public.content_items (id) on delete cascade,
  to_id uuid not null references public.content_items (id) on delete cascade,
  type text not null check (type in (
    'member of', 'located in', 'rules', 'worships', 'allied with', 'enemy of', 'parent of',
    'child of', 'speaks', 'created', 'owns', 'serves', 'founded', 'lives in', 'related to'
  )),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (from_id, to_id, type),
  check (from_id <> to_id)
);

comment on table public.content_links is 'A typed, directed link between two saved items, made by the owner of its source.';

create index content_links_to on public.content_links (to_id);

alter table public.content_links enable row level security;

-- Readable when the reader can read both ends: content_items' own policy decides (the subqueries
-- run under the reader's RLS), so a link never reveals a private item to someone else.
create policy content_links_read on public.content_links for select
  using (
    exists (select 1 from public.content_items i where i.id = from_id)
    and exists (select 1 from public.content_items i where i.id = to_id)
  );

-- Only the owner of the source item links from it, to an item they can read.
create policy content_links_insert on public.content_links for insert to authenticated
  with check (
    owner_id = auth.uid()
    and exists (select 1 from public.content_items i where i.id = from_id and i.owner_id = auth.uid())
    and exists (select 1 from public.content_items i where i.id = to_id)
  );

create policy content_links_delete on public.content_links for delete to authenticated
  using (exists (select 1 from public.content_items i where i.id = from_id and i.owner_id = auth.uid()));

grant select on public.content_links to anon, authenticated;
grant insert (from_id, to_id, type, owner_id) on public.content_links to authenticated;
grant delete on public.content_links to authenticated;
grant all on public.content_links to service_role;

notify pgrst, 'reload schema';
