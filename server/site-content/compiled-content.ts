import { compiledBlogFile } from "../blog/compiled-blog";
import type { BlogPost } from "../blog/post";
import { readCompiledPlans } from "../plans/plans";
import { compiledPracticeAreasFile } from "../practice-areas/compiled-practice-areas";
import type { PracticeAreaPage } from "../practice-areas/practice-area";
import { readCompiledTeam } from "../team/compiled-team";
import { readCompiledList } from "../collections/compiled-list";
import { createSiteContent, type SiteContent } from "./site-content";

/** Everything the build compiled into `distDir` (posts, practice areas, team, plans), as the pages read it, with what this server can promise. */
export function readCompiledContent(
  distDir: string,
  { replyPromiseKept }: { readonly replyPromiseKept: boolean },
): SiteContent {
  return createSiteContent({
    replyPromiseKept,
    posts: readCompiledList<BlogPost>(compiledBlogFile(distDir), "posts"),
    practiceAreas: readCompiledList<PracticeAreaPage>(compiledPracticeAreasFile(distDir), "pages"),
    team: readCompiledTeam(distDir),
    plans: readCompiledPlans(distDir),
  });
}
