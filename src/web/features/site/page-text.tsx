import { pageBlocks } from '../../../shared/domains/site';

/**
 * A stored page's body (decision 0045): paragraphs, `## ` headings and `- ` lists, each drawn as its element with
 * the administrator's words as text, so nothing typed is ever read as markup.
 */
export function PageText({ body }: { body: string }) {
  return (
    <div className="flex max-w-prose flex-col gap-4 text-base leading-relaxed text-gray-800">
      {pageBlocks(body).map((block, i) => {
        if (block.kind === 'heading')
          return (
            <h2 key={i} className="mt-4 font-display text-xl font-bold text-night-900">
              {block.text}
            </h2>
          );
        if (block.kind === 'list')
          return (
            <ul key={i} className="flex list-disc flex-col gap-1 pl-6">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        return (
          <p key={i} className="break-words">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
