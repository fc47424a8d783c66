-- Stories' manuscripts: parts → chapters → scenes, each a row of story_sections under its story
-- document. A scene holds its text (a Tiptap/ProseMirror JSON document), its word count (kept by
-- the editor so totals never read the text), status and synopsis. Sections are read with their
-- story (public story → public sections) and written only by the story's owner. Each row has its
-- own version, so two tabs editing one scene never silently overwrite each other, while editing
-- different scenes never conflicts. See docs/story-tools.md.

create table public.story_sections (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.story_documents (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  parent_id uuid references public.story_sections (id) on delete cascade,
  kind text not null constraint story_sections_kind_known check (kind in ('part', 'chapter', 'scene')),
  title text not null default '' constraint story_sections_title_length check (char_length(title) <= 200),
  position integer not null default 0,
  body jsonb not null default '{}'::jsonb constraint story_sections_body_size check (jsonb_typeof(body) = 'object' and octet_length(body::text) <= 2000000),
  words integer not null default 0 constraint story_sections_words_range check (words between 0 and 10000000),
  status text not null default 'draft' constraint story_sections_status_known check (status in ('idea', 'draft', 'revised', 'done')),
  synopsis text not null default '' constraint story_sections_synopsis_length check (char_length(synopsis) <= 2000),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (parent_id is null or parent_id <> id)
);

comment on table public.story_sections is 'A part, chapter or scene of a story document''s manuscript.';

create index story_sections_document on public.story_sections (document_id, parent_id, position, id);

-- Every update bumps the version and the time (the same trigger function as story_documents).
create trigger story_sections_bump before update on public.story_sections
  for each row execute function public.story_documents_bump();

-- The outline's shape: parts at the top; chapters at the top or in a part; scenes in a chapter;
-- a parent always in the same story. Runs as the caller, so a parent must be one they can read.
create function public.story_sections_check_shape() returns trigger
language plpgsql set search_path = '' as $$
declare
  parent_kind text;
begin
  if new.parent_id is not null then
    select s.kind into parent_kind from public.story_sections s where s.id = new.parent_id and s.document_id = new.document_id;
    if parent_kind is null then
      raise exception 'A section''s parent must be in the same story' using errcode = '23514';
    end if;
  end if;
  if (new.kind = 'part' and new.parent_id is not null)
    or (new.kind = 'chapter' and parent_kind is distinct from null and parent_kind <> 'part')
    or (new.kind = 'scene' and parent_kind is distinct from 'chapter') then
    raise exception 'Parts hold chapters and chapters hold scenes' using errcode = '23514',
      hint = 'Put a scene in a chapter, and a chapter in a part or at the top.';
  end if;
  return new;
end
$$;
revoke all on function public.story_sections_check_shape() from public;

create trigger story_sections_check_shape before insert or update of parent_id, kind, document_id on public.story_sections
  for each row execute function public.story_sections_check_shape();

alter table public.story_sections enable row level security;

-- Readable with the story (its own policy decides: public and not trashed, or the owner's).
create policy story_sections_read on public.story_sections for select
  using (exists (select 1 from public.story_documents d where d.id = document_id));
create policy story_sections_insert on public.story_sections for insert to authenticated
  with check (owner_id = auth.uid() and exists (select 1 from public.story_documents d where d.id = document_id and d.owner_id = auth.uid() and d.tool = 'story'));
create policy story_sections_update on public.story_sections for update to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy story_sections_delete on public.story_sections for delete to authenticated
  using (owner_id = auth.uid());

grant select on public.story_sections to anon, authenticated;
grant insert (document_id, owner_id, parent_id, kind, title, position, body, words, status, synopsis),
  update (parent_id, title, position, body, words, status, synopsis)
  on public.story_sections to authenticated;
grant delete on public.story_sections to authenticated;
grant all on public.story_sections to service_role;

notify pgrst, 'reload schema';
