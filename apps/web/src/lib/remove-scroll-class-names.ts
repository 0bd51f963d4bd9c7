import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/** react-remove-scroll's `RemoveScroll` as Mantine's AppShell uses it, its class names (build/vendor-stand-ins.ts). */
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
