export { TodoProvider, useTodo, type TodoApi } from "./todo-context";
export { TaskLauncher } from "./task-launcher";
export { TasksPage } from "./tasks-page";
export type { Task } from "./todo-store";
