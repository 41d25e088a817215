// `npm run content`: regenerates the Storyblok-format stories in content/ from content/source/.
import { runBundled } from "./run-bundled.mjs";

await runBundled("content/source/build.ts", "content-build");
