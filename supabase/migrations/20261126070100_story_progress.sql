-- A writer's daily word goal and streak for a story. Private to the author, even on a published
-- story: it lives in its own owner-only table, never on the story's row that readers may read.
-- One row per story and day (the writer's local date): the story's word total when the day began
-- (the last known total of an earlier day, so words written before are never counted as today's),
-- the total now, and the goal in force that day.
create table public.story_progress (
  document_id uuid not null references public.story_documents (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  day date not null,
  start_words integer not null constraint story_progress_start_range check (start_words between 0 and 10000000),
  words integer not null constraint story_progress_words_range check (words between 0 and 10000000),
  goal integer not null default 0 constraint story_progress_goal_range check (goal between 0 and 100000),
  primary key (document_id, day)
);

comment on table public.story_progress is 'The author''s words per day on a story (daily goal and streak); owner only.';

create index story_progress_owner on public.story_progress (owner_id);

alter table public.story_progress enable row level security;

create policy story_progress_owner_read on public.story_progress for select to authenticated
  using (owner_id = auth.uid());
create policy story_progress_owner_insert on public.story_progress for insert to authenticated
  with check (owner_id = auth.uid() and exists (select 1 from public.story_documents d where d.id = document_id and d.owner_id = auth.uid()));
create policy story_progress_owner_update on public.story_progress for update to authenticated
  using (owner_id = auth.uid()) with check (owner_id = auth.uid());
create policy story_progress_owner_delete on public.story_progress for delete to authenticated
  using (owner_id = auth.uid());

grant select, delete on public.story_progress to authenticated;
grant insert (document_id, owner_id, day, start_words, words, goal), update (words, goal) on public.story_progress to authenticated;
grant all on public.story_progress to service_role;

-- Records the story's total for the day (and the goal, when given) and returns the last 60 days.
-- Runs as the caller: the policies above decide, and only the author gets past the first check.
create function public.story_progress_touch(p_document uuid, p_day date, p_words integer, p_goal integer default null)
returns setof public.story_progress
language plpgsql set search_path = '' as $$
declare
  last public.story_progress;
begin
  if not exists (select 1 from public.story_documents d where d.id = p_document and d.owner_id = auth.uid()) then
    raise exception 'Only the author keeps a word goal for this story' using errcode = '42501';
  end if;
  if p_words is null or p_words < 0 or p_words > 10000000 then
    raise exception 'A word total must be between 0 and 10,000,000' using errcode = '22023';
  end if;
  if p_goal is not null and (p_goal < 0 or p_goal > 100000) then
    raise exception 'A daily goal must be between 0 and 100,000 words' using errcode = '22023';
  end if;
  select * into last from public.story_progress p where p.document_id = p_document and p.day <= p_day order by p.day desc limit 1;
  if last.day = p_day then
    update public.story_progress p set words = p_words, goal = coalesce(p_goal, p.goal) where p.document_id = p_document and p.day = p_day;
  else
    insert into public.story_progress (document_id, owner_id, day, start_words, words, goal)
    values (p_document, auth.uid(), p_day, coalesce(last.words, p_words), p_words, coalesce(p_goal, last.goal, 0));
  end if;
  return query select * from public.story_progress p where p.document_id = p_document and p.day > p_day - 60 order by p.day;
end
$$;

revoke execute on function public.story_progress_touch(uuid, date, integer, integer) from public, anon;
grant execute on function public.story_progress_touch(uuid, date, integer, integer) to authenticated, service_role;

notify pgrst, 'reload schema';
