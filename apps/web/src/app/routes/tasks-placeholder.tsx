// Placeholder for /tasks until the tasks engineer's page replaces it.
import { ListTodo } from "lucide-react";
import { EmptyState, PageContainer, PageHeader } from "@/components/empty-state";

export function TasksPlaceholderPage() {
  return (
    <PageContainer>
      <PageHeader title="Tasks" description="Your full task list." />
      <EmptyState icon={ListTodo} title="No tasks yet">Tasks you add will be listed here.</EmptyState>
    </PageContainer>
  );
}
