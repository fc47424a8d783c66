// "Report" on a public library item or story document: a reason goes to the moderators' queue
// (content_reports; the admin area's Moderation tab). Signed-out visitors are asked to sign in;
// authors do not see it on their own work. One report per person and thing.
import { Flag } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth";
import { openAuthModal } from "@/lib/auth-events";
import { reportContent, type ReportTarget } from "@/data/content-reports/report-content";

export function ReportContentButton({ targetType, targetId, ownerId, what }: { targetType: ReportTarget; targetId: string; ownerId: string; what: string }) {
  const { user } = useAuth();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  if (user?.id === ownerId) return null;
  const send = async () => {
    if (!reason.trim()) {
      toast.error("Say what is wrong", { description: "A report needs a reason, so a moderator knows what to look at." });
      return;
    }
    setBusy(true);
    let sent: "sent" | "already";
    try {
      sent = await reportContent({ targetType, targetId, reason: reason.trim() });
    } catch (e) {
      toast.error("Could not send the report", { description: e instanceof Error ? e.message : String(e) });
      return;
    } finally {
      setBusy(false);
    }
    setOpen(false);
    setReason("");
    toast.success(sent === "already" ? "You have already reported this" : "Thanks for the report", { description: "A moderator will look at it." });
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => (user ? setOpen(true) : openAuthModal("signin"))}>
        <Flag aria-hidden="true" /> Report
      </Button>
      <Modal
        isOpen={open}
        onClose={() => setOpen(false)}
        title={`Report ${what}`}
        description="Tell the moderators what is wrong with it: spam, hate, someone else's work, or something else. The author is not told who reported it."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button disabled={busy} onClick={() => void send()}>
              Send report
            </Button>
          </>
        }
      >
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="What is wrong with it?"
        />
      </Modal>
    </>
  );
}
