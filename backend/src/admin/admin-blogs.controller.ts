import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/auth.guard.js';

@ApiTags('staff')
@Auth('staff')
@Controller('admin')
export class AdminBlogsController {}
