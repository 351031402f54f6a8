import type { ReactNode } from 'react';

type SidebarLayoutProps = {
  children: ReactNode;
  /** Cards beside the main column on wide screens; below it, two abreast from 640 px. */
  sidebar: ReactNode;
  /** Full-width content under both columns. */
  after?: ReactNode;
};

export function SidebarLayout({ children, sidebar, after }: SidebarLayoutProps) {
  return (
    <div className="container-page grid gap-16 pt-14 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-10 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-16">{children}</div>
      <div className="grid content-start items-start gap-6 self-start sm:grid-cols-2 lg:grid-cols-1">{sidebar}</div>
      {after && <div className="min-w-0 lg:col-span-2">{after}</div>}
    </div>
  );
}
