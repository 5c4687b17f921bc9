import {
  IconBriefcase,
  IconClipboardList,
  IconCloudUpload,
  IconFileCv,
  IconFilePlus,
  IconIdBadge2,
  IconLayoutDashboard,
  IconListDetails,
  IconSettings,
  IconShieldLock,
  IconSmartHome,
  IconSquarePlus,
  IconUserSearch,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react'

/** Icons of the menu sections (spec 2 headings), shown where a section stands for its entries. */
const SECTION_ICONS: Readonly<Record<string, Icon>> = {
  MAIN: IconLayoutDashboard,
  Requisitions: IconClipboardList,
  Jobs: IconBriefcase,
  'Resumes & Applicants': IconFileCv,
  Employees: IconIdBadge2,
  'Users & Roles': IconUsersGroup,
  System: IconSettings,
}

/** Icons of the menu entries (spec 2 titles). */
const ITEM_ICONS: Readonly<Record<string, Icon>> = {
  Home: IconSmartHome,
  'New Job Requisition': IconFilePlus,
  'Requisitions List': IconClipboardList,
  'New Job': IconSquarePlus,
  'Jobs List': IconListDetails,
  'Upload Resumes': IconCloudUpload,
  'Applicants List': IconUserSearch,
  'Employees Management': IconIdBadge2,
  'Users & Permissions': IconShieldLock,
  Settings: IconSettings,
}

export function sectionIcon(heading: string): Icon {
  return SECTION_ICONS[heading] ?? IconLayoutDashboard
}

export function itemIcon(title: string): Icon {
  return ITEM_ICONS[title] ?? IconUsers
}
