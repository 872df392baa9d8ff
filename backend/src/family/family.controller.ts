import { Body, Controller, Delete, Get, Patch, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { ApiResult, FamilyMemberResponse, FamilyMembersResponse } from '@umang/common';
import { Auth, type Caller, CurrentCaller } from '../auth/auth.guard.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { RouteId } from '../common/validation/route-id.pipe.js';
import { CreateFamilyMemberDto } from './dto/create-family-member.dto.js';
import { UpdateFamilyMemberDto } from './dto/update-family-member.dto.js';
import { FAMILY_MEMBER_NOT_FOUND, FamilyService } from './family.service.js';

@ApiTags('family')
@Auth('patient')
@Controller('user/family-members')
export class FamilyController {
  constructor(private readonly family: FamilyService) {}

  @Get()
  @ApiOkResponse({ description: '`{ success, members }`: the members still listed, oldest first' })
  async list(@CurrentCaller() caller: Caller): Promise<FamilyMembersResponse> {
    return { success: true, members: await this.family.list(caller.id) };
  }

  @Post()
  @RateLimit('familyChangesByAccount')
  @ApiCreatedResponse({ description: '`{ success, message, member }`' })
  @ApiConflictResponse({ description: 'family_limit: the account already lists the most it may' })
  async create(
    @CurrentCaller() caller: Caller,
    @Body() dto: CreateFamilyMemberDto,
  ): Promise<FamilyMemberResponse> {
    const member = await this.family.create(caller.id, dto);
    return { success: true, message: 'Family member added', member };
  }

  @Patch(':id')
  @RateLimit('familyChangesByAccount')
  @ApiOkResponse({ description: '`{ success, message, member }`; only the fields sent change' })
  @ApiNotFoundResponse({ description: 'family_member_not_found' })
  async update(
    @CurrentCaller() caller: Caller,
    @RouteId('id', FAMILY_MEMBER_NOT_FOUND) id: string,
    @Body() dto: UpdateFamilyMemberDto,
  ): Promise<FamilyMemberResponse> {
    const member = await this.family.update(caller.id, id, dto);
    return { success: true, message: 'Family member updated', member };
  }

  @Delete(':id')
  @RateLimit('familyChangesByAccount')
  @ApiOkResponse({ description: '`{ success, message }`; past appointments still name the member' })
  @ApiConflictResponse({ description: 'member_has_appointments: a live appointment of theirs is ahead' })
  async remove(
    @CurrentCaller() caller: Caller,
    @RouteId('id', FAMILY_MEMBER_NOT_FOUND) id: string,
  ): Promise<ApiResult> {
    await this.family.remove(caller.id, id);
    return { success: true, message: 'Family member removed' };
  }
}
