// The app's one icon set (chrome-icons.tsx has how it is drawn and the
// icons of every page's frame, which the first load carries): the icons of
// the screens, and the frame's again, so a screen imports every icon from
// here (decision 248).
import { circle, type Line, lineIconsOf, rect } from '@/ui/chrome-icons';

export * from '@/ui/chrome-icons';

const lines = {
  FilterIcon: { shapes: ['M4 6.5h16M7 12h10M10 17.5h4'] },
  CheckIcon: { shapes: ['m5 12.5 4.5 4.5L19 7.5'], strokeWidth: 2.5 },
  MinusIcon: { shapes: ['M5.5 12h13'], strokeWidth: 2 },
  PlusIcon: { shapes: ['M12 5.5v13M5.5 12h13'], strokeWidth: 2 },
  ChevronRightIcon: { shapes: ['m9.5 5.5 6.5 6.5-6.5 6.5'], mirrored: true },
  ArrowRightIcon: { shapes: ['M4.5 12h15M13.5 6l6 6-6 6'], mirrored: true },
  TruckIcon: { shapes: ['M2.75 6.25h11v9.5h-11zM13.75 9.75h4l3.5 3.5v2.5h-7.5', circle(7, 17.5, 1.75), circle(17.25, 17.5, 1.75)] },
  CashIcon: { shapes: [rect(2.75, 6.25, 18.5, 11.5, 2), circle(12, 12, 2.5), 'M6 9.5v.01M18 14.5v.01'] },
  ShieldIcon: { shapes: ['M12 3.25 4.75 6v5.5c0 4.4 3 7.9 7.25 9.25 4.25-1.35 7.25-4.85 7.25-9.25V6z', 'm9 12 2.25 2.25L15.5 10'] },
  // A hanger: the stand-in for a product or category without a picture.
  HangerIcon: { shapes: ['M12 8.5V7.25a1.75 1.75 0 1 1 1.75-1.75', 'M12 8.5 3.5 14.75c-.75.55-.35 1.75.6 1.75h15.8c.95 0 1.35-1.2.6-1.75z'], strokeWidth: 1.25 },
  TrashIcon: { shapes: ['M4.5 7h15M10 11v6M14 11v6M6.5 7l.8 12.2a1 1 0 0 0 1 .8h7.4a1 1 0 0 0 1-.8L17.5 7M9.5 7V4.8a.8.8 0 0 1 .8-.8h3.4a.8.8 0 0 1 .8.8V7'] },
  LockIcon: { shapes: [rect(5, 10.5, 14, 10, 2), 'M8.5 10.5V7.75a3.5 3.5 0 0 1 7 0v2.75', 'M12 14.5v2'] },
  MenuIcon: { shapes: ['M4 7h16M4 12h16M4 17h16'] },
  LogoutIcon: { shapes: ['M14 4.75H7.25a2 2 0 0 0-2 2v10.5a2 2 0 0 0 2 2H14', 'M10.5 12h9.25M16.75 8.75 20 12l-3.25 3.25'] },
  // Six dots: a handle to drag a row by.
  DragHandleIcon: { shapes: ['M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01'], strokeWidth: 3 },
  // A picture frame: where a category or product has no image.
  ImagePlaceholderIcon: { shapes: [rect(4, 5, 16, 14, 2), circle(9, 10, 1.5), 'm20 16-4.5-4.5L7 19'] },
  // An arrow into a tray: download a file.
  DownloadIcon: { shapes: ['M12 4.5v10.25M7.75 10.5 12 14.75l4.25-4.25', 'M5 15.5v2.25a1.75 1.75 0 0 0 1.75 1.75h10.5A1.75 1.75 0 0 0 19 17.75V15.5'] },
} satisfies Record<string, Line>;

export const {
  FilterIcon,
  CheckIcon,
  MinusIcon,
  PlusIcon,
  ChevronRightIcon,
  ArrowRightIcon,
  TruckIcon,
  CashIcon,
  ShieldIcon,
  HangerIcon,
  TrashIcon,
  LockIcon,
  MenuIcon,
  LogoutIcon,
  DragHandleIcon,
  ImagePlaceholderIcon,
  DownloadIcon,
} = lineIconsOf(lines);
