-- Comments on a selection of a scene's text: the writer's notes to self ("check the tide tables").
-- The scene's text carries only the comment's id (a mark around the commented words); the comment
-- itself lives here, owner only, so a published story never shows or serves them.
create table public.story_comments (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.story_documents (id) on delete cascade,
  section_id uuid not null references public.story_sections (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null constraint story_comments_body_length check (char_length(btrim(body)) between 1 and 2000 and char_length(body) <= 2000),
  quote text not null default '' constraint story_comments_quote_length check (char_length(quote) <= 300),
  resolved boolean not null default false,
  created_at timestamptz not null default now()
);

comment on table public.story_comments is 'The author''s comments on selections of a scene (owner only, even on a published story).';

create index story_comments_section on public.story_comments (section_id, created_at);
create index story_comments_owner on public.story_comments (owner_id);

alter table public.story_comments enable row level security;

create policy story_comments_owner_read on public.story_comments for select to authenticated
  using (owner_id = auth.uid());
create policy story_comments_owner_insert on public.story_comments for insert to authenticated
  with check (
    owner_id = auth.uid()
    and exists (select 1 from public.story_sections s join public.story_documents d on d.id = s.document_id
                where s.id = section_id and d.id = document_id and d.owner_id = auth.uid())
  );
create policy story_comments_owner_update on public.story_comments for update to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy story_comments_owner_delete on public.story_comments for delete to authenticated
  using (owner_id = auth.uid());

grant select, delete on public.story_comments to authenticated;
grant insert (id, document_id, section_id, owner_id, body, quote, resolved), update (body, resolved) on public.story_comments to authenticated;
grant all on public.story_comments to service_role;

notify pgrst, 'reload schema';
