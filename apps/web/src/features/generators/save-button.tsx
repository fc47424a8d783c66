// Save to My Content, knowing what is already saved: a result the user saved shows "Saved" with a
// link to the saved item, and saving it again asks first (a second copy is a separate item).
// A visitor's Save waits for sign-in as a pending action.
import { Check, ExternalLink, Save } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { GeneratedResult } from "@worldloom/generators/load";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { toast } from "@/components/ui/toaster";
import { useSavedCopyOf } from "@/data/content-items/get-saved-copies";
import { useSaveResult } from "@/data/content-items/save-result";
import { SAVE_RESULT, type SaveResultPayload } from "@/lib/pending-action-types";
import { deferUntilSignedIn } from "@/lib/pending-actions";

export function SaveButton({ result, userId, universeId }: { result: GeneratedResult; userId: string | undefined; universeId: string | null }) {
  const navigate = useNavigate();
  const save = useSaveResult(universeId);
  const savedId = useSavedCopyOf(userId, result);
  const [asking, setAsking] = useState(false);

  const saveCopy = () => {
    setAsking(false);
    if (!userId) {
      toast.info("Sign in to save", { description: `${result.name} will be saved as soon as you are signed in.` });
      deferUntilSignedIn({
        type: SAVE_RESULT,
        key: `${SAVE_RESULT}:${result.kind}:${result.seed}`,
        label: `Saving ${result.name}`,
        payload: { result } satisfies SaveResultPayload,
      });
      return;
    }
    save.mutate(result, {
      onSuccess: (id) =>
        toast.success("Saved to My Content", {
          description: `${result.name} is in your library.`,
          action: { label: "Open", onClick: () => void navigate(`/my-content/${id}`) },
        }),
      onError: (e) => toast.error("Error", { description: e.message }),
    });
  };

  if (savedId && !save.isPending)
    return (
      <>
        <Button variant="outline" onClick={() => setAsking(true)} aria-label={`Saved: save ${result.name} again`}>
          <Check /> Saved
        </Button>
        <Button variant="link" asChild className="px-1">
          <Link to={`/my-content/${savedId}`}>
            <ExternalLink /> Open saved copy
          </Link>
        </Button>
        <Modal
          isOpen={asking}
          onClose={() => setAsking(false)}
          title="Save another copy?"
          description={`${result.name} is already in My Content. Another copy is a separate item: edits to one do not change the other.`}
          footer={
            <>
              <Button variant="outline" onClick={() => setAsking(false)}>
                Cancel
              </Button>
              <Button onClick={saveCopy}>Save a copy</Button>
            </>
          }
        />
      </>
    );
  return (
    <Button onClick={saveCopy} disabled={save.isPending}>
      <Save /> {save.isPending ? "Saving…" : "Save to My Content"}
    </Button>
  );
}
