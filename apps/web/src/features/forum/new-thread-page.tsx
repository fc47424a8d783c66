// Start a thread: category, title and the opening post. The server checks everything again.
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useAuth } from "@/lib/auth";
import { showErrorToast } from "@/lib/toast-store";
import { useCategories } from "@/data/forum/get-categories";
import { useIsForumAdmin } from "@/data/forum/get-is-admin";
import { MAX_BODY, MAX_TITLE } from "@/data/forum/types";
import { useForumMutation } from "@/data/forum/use-forum-mutation";
import { createThread } from "@/data/forum/write-posts";
import { Crumbs, PostEditor, SignInToTakePart } from "./parts";

export function NewThreadPage() {
  const { user, loading } = useAuth();
  const admin = useIsForumAdmin(user?.id).data === true;
  const [params] = useSearchParams();
  const categories = useCategories();
  const allowed = (categories.data ?? []).filter((c) => admin || !c.admin_only_threads);
  const [category, setCategory] = useState(params.get("category") ?? "");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const create = useForumMutation(createThread);
  const chosen = allowed.some((c) => c.id === category) ? category : "";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = title.trim();
    if (!chosen) return setProblem("Choose a category.");
    if (t.length < 3 || t.length > MAX_TITLE) return setProblem(`A thread title needs 3 to ${MAX_TITLE} characters.`);
    if (!body.trim()) return setProblem("Write something before posting.");
    if (body.length > MAX_BODY) return setProblem(`A post can be at most ${MAX_BODY.toLocaleString("en")} characters.`);
    setProblem(null);
    create.mutate(
      { category: chosen, title: t, body },
      {
        onSuccess: (id) => void navigate(`/forum/t/${id}`),
        onError: (err) => showErrorToast("Could not start the thread", err.message),
      },
    );
  };

  return (
    <PageContainer className="max-w-3xl">
      <Crumbs items={[{ to: "/forum", label: "Forum" }, { label: "New thread" }]} />
      <PageHeader title="New thread" description="Ask, share or start a discussion. Be kind; Markdown works." />
      {!user && !loading ? (
        <SignInToTakePart>Sign in to start a thread. Anyone can read the forum.</SignInToTakePart>
      ) : (
        <form onSubmit={submit} className="space-y-5" noValidate>
          <div className="space-y-2">
            <Label htmlFor="thread-category">Category</Label>
            <Select value={chosen} onValueChange={setCategory}>
              <SelectTrigger id="thread-category" className="w-full sm:w-72">
                <SelectValue placeholder="Choose a category" />
              </SelectTrigger>
              <SelectContent>
                {allowed.map((c) => (
                  <SelectItem key={c.id} value={c.id}>
                    {c.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="thread-title">Title</Label>
            <Input id="thread-title" value={title} maxLength={MAX_TITLE} onChange={(e) => setTitle(e.target.value)} placeholder="What is it about?" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="thread-body">Opening post</Label>
            <PostEditor id="thread-body" label="Opening post" value={body} onChange={setBody} rows={10} />
          </div>
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={() => void navigate(-1)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Posting…" : "Post thread"}
            </Button>
          </div>
        </form>
      )}
    </PageContainer>
  );
}
