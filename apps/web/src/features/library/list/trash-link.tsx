// The way into the Trash from My Content.
import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function TrashLink() {
  return (
    <Button asChild variant="ghost">
      <Link to="/my-content/trash">
        <Trash2 aria-hidden="true" /> Trash
      </Link>
    </Button>
  );
}
