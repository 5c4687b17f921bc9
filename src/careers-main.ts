import '@/features/careers/careers.css'
import { startCareers } from '@/features/careers/careers-app'

const root = document.getElementById('root')
if (root) startCareers(root)
