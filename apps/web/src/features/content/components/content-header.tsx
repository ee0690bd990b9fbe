import { distinctSubtitle } from '@vetor/domain/platform/wording';
import type { ReactNode } from 'react';

/**
 * Title block of a content page: name, one-line description, actions on the right. Plain elements
 * with the app's CSS (styles.css, .content-header): it is on the first screen of every content page,
 * where Mantine's groups, stacks and texts were a share of the render work.
 */
export function ContentHeader({
  title,
  description,
  actions,
  badges,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  badges?: ReactNode;
}) {
  return (
    // The title keeps at least 12rem and wraps between words; when the actions do not fit beside
    // it they move below instead of squeezing it ("Parvoviros / e canina").
    <div className="content-header">
      <div className="content-header-text">
        <div className="content-header-title">
          <h1>{title}</h1>
          {badges}
        </div>
        {distinctSubtitle(title, description) && <p className="content-header-description">{description}</p>}
      </div>
      {actions && <div className="content-header-actions">{actions}</div>}
    </div>
  );
}
