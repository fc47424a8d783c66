// The face of the header's Account menu button: the signed-in user's avatar from their own
// profile row (the cache the Profile page refreshes on every save, so a new picture shows at once).
import { Avatar } from "@/components/avatar";
import { useOwnProfile } from "@/data/profiles/get-profile";
import { publicName } from "@/data/profiles/types";

export function AccountAvatar({ userId }: { userId: string }) {
  const profile = useOwnProfile(userId).data;
  return <Avatar url={profile?.avatar_url} name={publicName(profile)} size="sm" />;
}
