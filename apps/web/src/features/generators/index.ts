export { GeneratorIndexPage } from "./generator-index-page";
export { GeneratorPage } from "./generator-page";
