// A story's manuscript rows (story_sections) live in the data room `@/data/story-sections/`; this
// file keeps the names the story tools import.
export {
  SCENE_STATUSES,
  sectionError,
  type SceneStatus,
  type SectionKind,
  type SectionPatch,
  type SectionRow,
  type StorySection,
} from "@/data/story-sections/types";
export { listSections, useSections } from "@/data/story-sections/list-sections";
export { createSection, deleteSection, getSection, moveSection, setPosition, updateSectionVersioned } from "@/data/story-sections/write-sections";
