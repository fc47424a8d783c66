-- A scene's date, as the writer says it in the story's world ("3rd of Frostmoon, 1204 AE" or
-- "two days later"). The scene's point-of-view character and location are story_links with the
-- anchors 'pov:<scene id>' and 'place:<scene id>', so the item's page lists the story and a link
-- stays visible only to readers of both ends.
alter table public.story_sections
  add column scene_date text not null default ''
  constraint story_sections_scene_date_length check (char_length(scene_date) <= 120);

comment on column public.story_sections.scene_date is 'When the scene happens, in the words of the story''s calendar (free text, at most 120 characters).';

grant insert (scene_date), update (scene_date) on public.story_sections to authenticated;

notify pgrst, 'reload schema';
