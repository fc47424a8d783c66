import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** Adds a task on Enter or the button; blank text does nothing; the input clears after adding. */
export function AddTaskForm({ onAdd }: { onAdd: (text: string) => void }) {
  const [text, setText] = useState("");
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        onAdd(text);
        setText("");
      }}
    >
      <Input value={text} onChange={(e) => setText(e.target.value)} placeholder="Add a new task..." aria-label="New task" />
      <Button type="submit" size="icon" aria-label="Add task">
        <Plus />
      </Button>
    </form>
  );
}
