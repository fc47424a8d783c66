export { FocusTimer } from "./focus-timer";
