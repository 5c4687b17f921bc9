import type { EmploymentType, JobStatus, Workplace } from '@common/jobs'

export interface DemoJob {
  title: string
  department: string
  location: string | null
  employmentType: EmploymentType
  workplace: Workplace
  openings: number
  salary: { min: number; max: number; currency: string } | null
  skills: string[]
  status: JobStatus
  /** Days from the seeding day: the closing date; null for none. */
  closesInDays: number | null
  /** How long ago the job was created. */
  createdDaysAgo: number
  description: string
}

/** The demo company's postings: every status, several departments, workplaces and currencies. */
export const DEMO_JOBS: DemoJob[] = [
  {
    title: 'Senior Robotics Software Engineer', department: 'Engineering', location: 'Boston, MA',
    employmentType: 'full_time', workplace: 'hybrid', openings: 2, salary: { min: 145_000, max: 185_000, currency: 'USD' },
    skills: ['C++', 'ROS 2', 'Motion planning', 'Linux'],
    status: 'published', closesInDays: 30, createdDaysAgo: 12,
    description: `## About the role

Our warehouse robots move over a million parcels a week. You will own the software that plans
their paths and keeps them out of each other's way.

## What you'll do

- Design and ship motion-planning and fleet-coordination features in **C++** on **ROS 2**
- Profile and harden code that runs on hundreds of robots at once
- Review designs and mentor two to three engineers

## What you bring

- 5+ years writing production C++ for robots, drones or vehicles
- Comfort with Linux, real-time constraints and simulation tools
- Clear written communication; we work across Boston and remote

## Nice to have

- Experience with multi-agent path finding
- Contributions to open-source robotics projects`,
  },
  {
    title: 'Embedded Firmware Engineer', department: 'Engineering', location: 'Boston, MA',
    employmentType: 'full_time', workplace: 'on_site', openings: 1, salary: { min: 125_000, max: 160_000, currency: 'USD' },
    skills: ['C', 'RTOS', 'CAN bus', 'Embedded Linux'],
    status: 'published', closesInDays: 21, createdDaysAgo: 9,
    description: `## About the role

Join the team that writes the firmware for our motor controllers and safety boards.

## What you'll do

- Write and test firmware in **C** on ARM Cortex-M microcontrollers
- Bring up new boards with the hardware team in our Boston lab
- Build the test rigs that catch regressions before they reach a robot

## What you bring

- 3+ years of embedded development with an RTOS
- Experience with CAN, SPI and I²C, and reading schematics
- A habit of measuring before optimising`,
  },
  {
    title: 'Engineering Manager, Perception', department: 'Engineering', location: null,
    employmentType: 'full_time', workplace: 'remote', openings: 1, salary: { min: 180_000, max: 220_000, currency: 'USD' },
    skills: ['Computer vision', 'People management', 'Python'],
    status: 'draft', closesInDays: null, createdDaysAgo: 2,
    description: `## About the role

Lead the six engineers who teach our robots to see shelves, parcels and people.

## What you'll do

- Hire, coach and grow a team of perception engineers
- Set the roadmap with product and hardware leads
- Keep the team shipping in small, safe steps

## What you bring

- 2+ years managing engineers, and a background in computer vision
- Experience running a team across time zones`,
  },
  {
    title: 'Mechanical Design Engineer', department: 'Hardware', location: 'Pittsburgh, PA',
    employmentType: 'full_time', workplace: 'on_site', openings: 2, salary: { min: 105_000, max: 135_000, currency: 'USD' },
    skills: ['SolidWorks', 'GD&T', 'Design for manufacturing'],
    status: 'published', closesInDays: 45, createdDaysAgo: 20,
    description: `## About the role

Design the chassis, grippers and charging docks of our next robot generation.

## What you'll do

- Model parts and assemblies in **SolidWorks** and release drawings with GD&T
- Work with suppliers on tooling, tolerances and cost
- Build and break prototypes in our Pittsburgh workshop

## What you bring

- A degree in mechanical engineering and 3+ years of product design
- Experience taking a design from prototype to volume production`,
  },
  {
    title: 'Product Designer', department: 'Design', location: 'New York, NY',
    employmentType: 'full_time', workplace: 'hybrid', openings: 1, salary: { min: 120_000, max: 150_000, currency: 'USD' },
    skills: ['Figma', 'Prototyping', 'User research'],
    status: 'published', closesInDays: null, createdDaysAgo: 16,
    description: `## About the role

Warehouse supervisors run our fleet from a web dashboard. Make it the calmest screen on their shift.

## What you'll do

- Visit customer sites and watch how the dashboard is really used
- Turn findings into flows, prototypes and polished **Figma** designs
- Work side by side with two front-end engineers

## What you bring

- A portfolio showing complex tools made simple
- Experience testing designs with the people who use them`,
  },
  {
    title: 'Technical Support Specialist', department: 'Customer Success', location: null,
    employmentType: 'full_time', workplace: 'remote', openings: 3, salary: { min: 60_000, max: 75_000, currency: 'USD' },
    skills: ['Troubleshooting', 'Zendesk', 'Networking basics'],
    status: 'published', closesInDays: 14, createdDaysAgo: 6,
    description: `## About the role

Be the first voice our customers hear when a robot needs help.

## What you'll do

- Diagnose robot and network issues with customers over chat and phone
- Write clear answers for our help centre
- Pass what you learn back to engineering

## What you bring

- 1+ year in technical support
- Patience, and a knack for explaining technical things plainly

Shifts cover US time zones, Monday to Friday.`,
  },
  {
    title: 'Field Service Technician', department: 'Operations', location: 'Chicago, IL',
    employmentType: 'contract', workplace: 'on_site', openings: 4, salary: null,
    skills: ['Electromechanical repair', 'Preventive maintenance'],
    status: 'closed', closesInDays: -5, createdDaysAgo: 40,
    description: `## About the role

A six-month contract installing and servicing robots at customer warehouses around Chicago.

## What you'll do

- Install new fleets and commission chargers
- Carry out preventive maintenance and swap failed parts
- Keep service records in our maintenance system

## What you bring

- Experience with electromechanical equipment
- A valid driver's licence; travel within the region`,
  },
  {
    title: 'Account Executive, Enterprise', department: 'Sales', location: 'New York, NY',
    employmentType: 'full_time', workplace: 'hybrid', openings: 2, salary: { min: 110_000, max: 140_000, currency: 'USD' },
    skills: ['Enterprise sales', 'Salesforce', 'Negotiation'],
    status: 'closed', closesInDays: -12, createdDaysAgo: 55,
    description: `## About the role

Bring Acme Robotics to large retailers and third-party logistics companies.

## What you'll do

- Run the full sales cycle, from first call to signed contract
- Build business cases with operations leaders
- Work with solutions engineers on site visits and pilots

## What you bring

- 4+ years closing six-figure deals
- Experience selling to operations or supply-chain buyers

On-target earnings include commission.`,
  },
  {
    title: 'Robotics Intern (Summer)', department: 'Engineering', location: 'Boston, MA',
    employmentType: 'internship', workplace: 'on_site', openings: 3, salary: null,
    skills: ['Python', 'C++', 'ROS'],
    status: 'published', closesInDays: 60, createdDaysAgo: 4,
    description: `## About the internship

Twelve paid weeks on a real project with a mentor from the robotics team.

## What you'll do

- Ship one feature or tool that robots in production will use
- Present your work to the whole company at the end of the summer

## What you bring

- Studies in computer science, robotics or a related field
- Some experience with Python or C++; ROS is a plus`,
  },
  {
    title: 'Technical Writer', department: 'Product', location: null,
    employmentType: 'part_time', workplace: 'remote', openings: 1, salary: { min: 50_000, max: 65_000, currency: 'USD' },
    skills: ['Technical writing', 'Markdown', 'Docs as code'],
    status: 'draft', closesInDays: null, createdDaysAgo: 1,
    description: `## About the role

Twenty hours a week writing the manuals and API guides our customers rely on.

## What you'll do

- Write and maintain installation guides and API documentation in **Markdown**
- Work with engineers to document new features before they ship`,
  },
  {
    title: 'Data Engineer', department: 'Data', location: 'Berlin, Germany',
    employmentType: 'full_time', workplace: 'hybrid', openings: 1, salary: { min: 70_000, max: 90_000, currency: 'EUR' },
    skills: ['Python', 'SQL', 'PostgreSQL', 'Airflow'],
    status: 'published', closesInDays: 35, createdDaysAgo: 10,
    description: `## About the role

Our robots report millions of events a day. Build the pipelines that turn them into answers.

## What you'll do

- Design and run batch and streaming pipelines in **Python** and **SQL**
- Model data in PostgreSQL for analytics and customer reports
- Make data quality visible and keep it high

## What you bring

- 3+ years building data pipelines
- Experience with Airflow or a similar orchestrator`,
  },
]
