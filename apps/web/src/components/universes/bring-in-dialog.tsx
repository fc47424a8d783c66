// After the first universe is created: "Bring your earlier work in?" — moving what was made
// outside any universe into it (then it becomes current), or keeping it outside (then "All
// universes" stays current, so nothing made before drops out of sight).
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { describeUnassigned, useBringInto, type Unassigned } from "@/data/universes/bring-in";

export interface BringInOffer {
  universeId: string;
  name: string;
  unassigned: Unassigned;
}

export function BringInDialog({
  offer,
  ownerId,
  onClose,
  onBroughtIn,
}: {
  offer: BringInOffer | null;
  ownerId: string;
  onClose: () => void;
  /** The work is in the universe: make it current. */
  onBroughtIn: (universeId: string) => void;
}) {
  const bring = useBringInto();
  if (!offer) return null;
  const what = describeUnassigned(offer.unassigned);
  const keep = () => {
    toast.info(`Your earlier work stays outside ${offer.name}`, {
      description: "It is under All universes. Choose the universe from the header when you want to work in it.",
    });
    onClose();
  };
  const bringIn = () =>
    bring.mutate(
      { ownerId, universeId: offer.universeId },
      {
        onSuccess: (moved) => {
          toast.success(`Moved ${describeUnassigned(moved)} into ${offer.name}`);
          onBroughtIn(offer.universeId);
          onClose();
        },
        onError: (e) => toast.error("Could not move your work", { description: `${e.message} Nothing was lost: it is still under All universes.` }),
      },
    );
  return (
    <Modal
      isOpen
      onClose={keep}
      title={`Bring your earlier work into ${offer.name}?`}
      description={`You have ${what} outside any universe. In ${offer.name} they appear while it is the current universe; outside, they appear under All universes.`}
      footer={
        <>
          <Button variant="outline" onClick={keep} disabled={bring.isPending}>
            Keep them outside
          </Button>
          <Button onClick={bringIn} disabled={bring.isPending}>
            {bring.isPending ? "Moving…" : "Bring them in"}
          </Button>
        </>
      }
    />
  );
}
