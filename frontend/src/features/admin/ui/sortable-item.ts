// One item of a list the owner reorders by dragging (dnd-kit): what the item
// and its drag handle spread on themselves.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/**
 * `move`: a list's rows only slide ("translate"); a grid's tiles may also
 * take the size of the place they move to ("transform").
 */
export function useSortableItem(id: string, move: 'translate' | 'transform' = 'translate') {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const css = move === 'translate' ? CSS.Translate : CSS.Transform;
  return {
    isDragging,
    itemProps: { ref: setNodeRef, style: { transform: css.toString(transform), transition } },
    handleProps: { ref: setActivatorNodeRef, type: 'button', ...attributes, ...listeners } as const,
  };
}
