-- Story tools (stories, character groups, relationships, family trees, timelines, flow charts,
-- arcs and campaigns) share one document table. A document belongs to its author and optionally to
-- one of the author's universes; it is private until published. `version` grows on every update so
-- two tabs never silently overwrite each other (clients update "where version = the one I read").
-- Deleting only stamps deleted_at (trash, purged after 30 days like library items).
-- The author's private notes live in their own owner-only table, never on a row others may read.
-- story_links ties documents to library items (members, mentions, cast): the item page's
-- "Appears in" reads them, and a link is visible only to readers of both ends.

create table public.story_documents (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  universe_id uuid references public.universes (id) on delete set null,
  tool text not null constraint story_documents_tool_known check (tool in (
    'story', 'character-group', 'relationships', 'family-tree', 'timeline', 'flow-chart', 'arc', 'campaign'
  )),
  title text not null constraint story_documents_title_length check (char_length(btrim(title)) between 1 and 200 and char_length(title) <= 200),
  summary text not null default '' constraint story_documents_summary_length check (char_length(summary) <= 4000),
  data jsonb not null default '{}'::jsonb constraint story_documents_data_object check (jsonb_typeof(data) = 'object' and octet_length(data::text) <= 2000000),
  visibility text not null default 'private' check (visibility in ('private', 'public')),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

comment on table public.story_documents is 'One story-tool document (a story, a character group, a timeline…) written by a user.';
comment on column public.story_documents.version is 'Grows by one on every update; clients save with "where version = read version" (optimistic concurrency).';

create index story_documents_owner_updated on public.story_documents (owner_id, updated_at desc, id);
create index story_documents_owner_tool on public.story_documents (owner_id, tool, updated_at desc, id);
create index story_documents_public on public.story_documents (tool, updated_at desc, id) where visibility = 'public' and deleted_at is null;
create index story_documents_trash on public.story_documents (owner_id, deleted_at desc, id) where deleted_at is not null;

-- Every update bumps the version and the time; a request cannot set its own version.
create function public.story_documents_bump() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.version := old.version + 1;
  new.updated_at := now();
  return new;
end
$$;

create trigger story_documents_bump before update on public.story_documents
  for each row execute function public.story_documents_bump();

create trigger story_documents_stamp_deleted_at before update of deleted_at on public.story_documents
  for each row execute function public.stamp_deleted_at();

-- Only into one of the owner's own universes (the foreign key alone bypasses RLS).
create function public.story_documents_check_universe() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.universe_id is not null and not exists (
    select 1 from public.universes u where u.id = new.universe_id and u.owner_id = new.owner_id
  ) then
    raise exception 'You can only put story documents into your own universes'
      using errcode = '42501', hint = 'Choose one of your universes, or none.';
  end if;
  return new;
end
$$;
revoke all on function public.story_documents_check_universe() from public;

create trigger story_documents_check_universe before insert or update of universe_id, owner_id on public.story_documents
  for each row execute function public.story_documents_check_universe();

alter table public.story_documents enable row level security;

create policy story_documents_read on public.story_documents for select
  using ((visibility = 'public' and deleted_at is null) or owner_id = auth.uid());
create policy story_documents_insert on public.story_documents for insert to authenticated
  with check (owner_id = auth.uid());
create policy story_documents_update on public.story_documents for update to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy story_documents_delete on public.story_documents for delete to authenticated
  using (owner_id = auth.uid());

grant select on public.story_documents to anon, authenticated;
grant insert (owner_id, universe_id, tool, title, summary, data, visibility),
  update (universe_id, title, summary, data, visibility, deleted_at)
  on public.story_documents to authenticated;
grant delete on public.story_documents to authenticated;
grant all on public.story_documents to service_role;

-- The author's private notes on a document: owner only, whatever the document's visibility.
create table public.story_document_notes (
  document_id uuid primary key references public.story_documents (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  notes text not null default '' constraint story_document_notes_length check (char_length(notes) <= 20000),
  updated_at timestamptz not null default now()
);

comment on table public.story_document_notes is 'The author''s private notes on a story document (never readable by anyone else).';

create trigger story_document_notes_touch before update on public.story_document_notes
  for each row execute function public.touch_updated_at();

alter table public.story_document_notes enable row level security;

create policy story_document_notes_read on public.story_document_notes for select to authenticated
  using (owner_id = auth.uid());
create policy story_document_notes_insert on public.story_document_notes for insert to authenticated
  with check (owner_id = auth.uid() and exists (select 1 from public.story_documents d where d.id = document_id and d.owner_id = auth.uid()));
create policy story_document_notes_update on public.story_document_notes for update to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy story_document_notes_delete on public.story_document_notes for delete to authenticated
  using (owner_id = auth.uid());

grant select, delete on public.story_document_notes to authenticated;
grant insert (document_id, owner_id, notes), update (notes) on public.story_document_notes to authenticated;
grant all on public.story_document_notes to service_role;

-- A document's use of a library item: a group's member (role, note, position), a story's mention,
-- a timeline's event. `anchor` says where inside the document (a scene id, a beat id; '' = the
-- document itself).
create table public.story_links (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.story_documents (id) on delete cascade,
  item_id uuid not null references public.content_items (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  anchor text not null default '' constraint story_links_anchor_length check (char_length(anchor) <= 100),
  role text not null default '' constraint story_links_role_length check (char_length(role) <= 80),
  note text not null default '' constraint story_links_note_length check (char_length(note) <= 1000),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  unique (document_id, item_id, anchor)
);

comment on table public.story_links is 'A story document''s use of a library item (member, mention, cast); readable by readers of both ends.';

create index story_links_item on public.story_links (item_id);
create index story_links_document on public.story_links (document_id, anchor, position);

alter table public.story_links enable row level security;

-- Both ends' own policies decide (the subqueries run under the reader's RLS).
create policy story_links_read on public.story_links for select
  using (
    exists (select 1 from public.story_documents d where d.id = document_id)
    and exists (select 1 from public.content_items i where i.id = item_id)
  );
create policy story_links_insert on public.story_links for insert to authenticated
  with check (
    owner_id = auth.uid()
    and exists (select 1 from public.story_documents d where d.id = document_id and d.owner_id = auth.uid())
    and exists (select 1 from public.content_items i where i.id = item_id)
  );
create policy story_links_update on public.story_links for update to authenticated
  using (owner_id = auth.uid() and exists (select 1 from public.story_documents d where d.id = document_id and d.owner_id = auth.uid()))
  with check (owner_id = auth.uid());
create policy story_links_delete on public.story_links for delete to authenticated
  using (exists (select 1 from public.story_documents d where d.id = document_id and d.owner_id = auth.uid()));

grant select on public.story_links to anon, authenticated;
grant insert (document_id, item_id, owner_id, anchor, role, note, position),
  update (role, note, position)
  on public.story_links to authenticated;
grant delete on public.story_links to authenticated;
grant all on public.story_links to service_role;

-- The hub's counts: the caller's live documents by tool (aggregates are refused on /rest/v1).
create function public.my_story_counts(universe uuid default null)
returns table (tool text, documents bigint)
language sql stable security invoker set search_path = '' as $$
  select d.tool, count(*) from public.story_documents d
  where d.owner_id = auth.uid() and d.deleted_at is null and (universe is null or d.universe_id = universe)
  group by d.tool order by 1
$$;

comment on function public.my_story_counts(uuid) is 'The current user''s story documents (not trashed) counted by tool, optionally in one universe.';

revoke execute on function public.my_story_counts(uuid) from public;
grant execute on function public.my_story_counts(uuid) to authenticated, service_role;

-- The hourly purge empties old story trash too (same 30 days as library items); the rest is as
-- in 20261122009200_purge_abandoned_imports.sql.
create or replace function public.purge_trash()
returns integer
language sql volatile security definer set search_path = '' as $$
  with parts as (
    delete from public.content_import_parts where created_at < now() - interval '1 day' returning 1
  ), gone as (
    delete from public.content_items where deleted_at < now() - interval '30 days' returning 1
  ), gone_stories as (
    delete from public.story_documents where deleted_at < now() - interval '30 days' returning 1
  )
  select ((select count(*) from gone) + (select count(*) from gone_stories))::integer
$$;

revoke execute on function public.purge_trash() from public, anon, authenticated;
grant execute on function public.purge_trash() to service_role;

notify pgrst, 'reload schema';
