// Renders parsed help Markdown (markdown.ts) as React elements. `headingLevel` is the level of
// the text's top headings (###), so they continue the page's outline without a gap.
import { Fragment } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type Block, type Inline } from './markdown.ts';
import { Prose } from './DocumentationPage.styles.ts';

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'strong':
        return <strong key={index}>{part.text}</strong>;
      case 'em':
        return <em key={index}>{part.text}</em>;
      case 'code':
        return <code key={index}>{part.text}</code>;
      case 'link':
        return part.href.startsWith('/') ? (
          <Link key={index} to={part.href}>
            {part.text}
          </Link>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noreferrer noopener">
            {part.text}
          </a>
        );
      default:
        return <Fragment key={index}>{part.text}</Fragment>;
    }
  });
}

function BlockElement({ block, headingLevel }: { block: Block; headingLevel: number }) {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(6, headingLevel + (block.level - 3));
      const Heading = `h${level}` as 'h2';
      return (
        <Heading>
          <InlineText parts={block.content} />
        </Heading>
      );
    }
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText parts={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'code':
      return (
        <pre>
          <code>{block.text}</code>
        </pre>
      );
    default:
      return (
        <p>
          <InlineText parts={block.content} />
        </p>
      );
  }
}

export function Markdown({ text, headingLevel }: { text: string; headingLevel: number }) {
  return (
    <Prose>
      {parseMarkdown(text).map((block, index) => (
        <BlockElement key={index} block={block} headingLevel={headingLevel} />
      ))}
    </Prose>
  );
}
