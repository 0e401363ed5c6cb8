import { useId } from 'react';
import { Eye, Pencil } from 'lucide-react';
import { Button } from '../Button';
import { button } from '../Button/Button.css';
import { FallbackImage } from '../ImagePlaceholder';
import { StarRating } from '../StarRating';
import { defaultRenderLink, type RenderLink } from '../renderLink';
import { action, actions, body, card, description as descriptionClass, media, name as nameClass } from './ProductCard.css';

export const PRODUCT_CARD_HEADING_LEVELS = ['h2', 'h3', 'h4'] as const;
export type ProductCardHeadingLevel = (typeof PRODUCT_CARD_HEADING_LEVELS)[number];

export interface ProductCardProps {
  /** The product name: the card's heading and the description of both buttons. */
  name: string;
  /** The product description under the name, clamped to three lines; nothing when empty. */
  description?: string | null;
  /** The product's first image; the placeholder with `noImageLabel` shows when empty. */
  imageUrl?: string | null;
  /** Placeholder text, 'Sem imagem'. */
  noImageLabel: string;
  /** Average rating; five stars, rounded. */
  rating: number | null | undefined;
  /** Accessible name of the stars, such as '3 de 5 estrelas'. */
  ratingLabel: string;
  /** 'Visualizar'. */
  viewLabel: string;
  /** 'Editar'. */
  editLabel: string;
  /** Where 'Visualizar' goes ('/app/view?id=…'); rendered through `renderLink`. Without it, 'Visualizar' is a button calling `onView`. */
  viewHref?: string;
  /** Renders the `viewHref` link with the app's router: `(props) => <RouterLink {...props} />`. Defaults to a plain `<a>`. */
  renderLink?: RenderLink;
  /** Without `viewHref`, 'Visualizar' is a button calling this. */
  onView?: () => void;
  /** 'Editar' opens the edit form. */
  onEdit?: () => void;
  /** Disables 'Editar' (e.g. no permission). */
  editDisabled?: boolean;
  /** Heading element of the name in the page outline ('h2' to 'h4'). Defaults to 'h3'. */
  headingLevel?: ProductCardHeadingLevel;
  /** Class for the card's `article` element. */
  className?: string;
}

/**
 * A card of the provider's product list (settings › Listar Produtos): first image or 'Sem
 * imagem', five stars, name, description, and the buttons 'Visualizar' and 'Editar'. Each
 * button is described by the product name, so screen readers hear which product it acts on.
 */
export function ProductCard({
  name,
  description,
  imageUrl,
  noImageLabel,
  rating,
  ratingLabel,
  viewLabel,
  editLabel,
  viewHref,
  renderLink = defaultRenderLink,
  onView,
  onEdit,
  editDisabled = false,
  headingLevel = 'h3',
  className,
}: ProductCardProps) {
  const nameId = useId();
  const Heading = headingLevel;
  const viewContent = (
    <>
      <Eye aria-hidden size={16} />
      <span>{viewLabel}</span>
    </>
  );
  return (
    <article className={[card, className].filter(Boolean).join(' ')} aria-labelledby={nameId}>
      <div className={media}>
        <FallbackImage src={imageUrl} alt="" placeholderLabel={noImageLabel} />
      </div>
      <div className={body}>
        <StarRating value={rating} label={ratingLabel} size="sm" />
        <Heading id={nameId} className={nameClass}>
          {name}
        </Heading>
        {description ? <p className={descriptionClass}>{description}</p> : null}
      </div>
      <div className={actions}>
        {viewHref ? (
          renderLink({
            href: viewHref,
            className: [button({ variant: 'secondary', size: 'sm' }), action].join(' '),
            children: viewContent,
            'aria-describedby': nameId,
          })
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className={action}
            onClick={onView}
            aria-describedby={nameId}
            icon={<Eye aria-hidden size={16} />}
          >
            {viewLabel}
          </Button>
        )}
        <Button
          size="sm"
          className={action}
          onClick={onEdit}
          disabled={editDisabled}
          aria-describedby={nameId}
          icon={<Pencil aria-hidden size={16} />}
        >
          {editLabel}
        </Button>
      </div>
    </article>
  );
}
