import { useRef, useState, type DragEvent } from "react";

/** Reordering device rows by dragging a row's handle onto another row. */
export function useDeviceDrag(onMove: (from: number, to: number) => void) {
  const dragged = useRef<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);

  const end = () => {
    dragged.current = null;
    setDropTarget(null);
  };

  /** The drop side, for the row's list item. */
  const rowHandlers = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (dragged.current === null) return;
      event.preventDefault();
      setDropTarget(index);
    },
    onDragLeave: () => setDropTarget((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged.current !== null) onMove(dragged.current, index);
      end();
    },
  });

  /** The drag side, for the row's handle. */
  const handleHandlers = (index: number) => ({
    onDragStart: (event: DragEvent<HTMLElement>) => {
      dragged.current = index;
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", String(index));
      const item = event.currentTarget.closest("li");
      if (item) event.dataTransfer.setDragImage(item, 16, 16);
    },
    onDragEnd: end,
  });

  return { dropTarget, rowHandlers, handleHandlers };
}

export type DeviceDrag = ReturnType<typeof useDeviceDrag>;
